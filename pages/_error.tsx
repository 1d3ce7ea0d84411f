import type { NextPageContext } from 'next';
import { ErrorView } from '@/components/errors/error-view';
import { isExposable, normaliseError } from '@/lib/errors';
import type { SitePage } from '@/pages/_app';

interface ErrorPageProps {
  statusCode: number;
  message: string;
  locale?: string;
  /** A server error's request id, as the log has it (scripts/serve.mjs sets it on every request). */
  reference?: string;
}

/**
 * Every error page, 404 included (there is no static pages/404: the page sits
 * inside the site's header and footer, whose settings are read at request
 * time): status from the normaliser (500 when absent) and the message, which
 * is shown as it is only when the error says it may be (HttpError, 4xx); other
 * server errors show the default "Error". A 404 offers the site's search and
 * its main sections.
 */
const ErrorPage: SitePage<ErrorPageProps> = ({ statusCode, message, locale, reference }) => (
  <ErrorView statusCode={statusCode} message={message} locale={locale} reference={reference} />
);

ErrorPage.getInitialProps = async (ctx: NextPageContext): Promise<ErrorPageProps> => {
  const { res, err, locale } = ctx;
  const fromResponse = res && res.statusCode >= 400 ? res.statusCode : 404;
  const { statusCode, message } = err ? normaliseError(err) : { statusCode: fromResponse, message: 'Error' };
  if (res) res.statusCode = statusCode;
  const id = ctx.req?.headers['x-request-id'];
  const reference = statusCode >= 500 && typeof id === 'string' && id ? { reference: id } : {};
  const props = { statusCode, message: err && isExposable(err) ? message : 'Error', locale, ...reference };
  // On the server, the chrome's props (in the browser there are none to read: the page then shows alone).
  if (typeof window === 'undefined') {
    const { errorPageProps } = await import('@/server/http/error-page');
    return { ...props, ...(await errorPageProps(ctx, statusCode)) };
  }
  return props;
};

export default ErrorPage;
