import type { NextPageContext } from 'next';
import { ErrorView } from '@/components/errors/error-view';
import { isExposable, normaliseError } from '@/lib/errors';
import type { SitePage } from '@/pages/_app';

interface ErrorPageProps {
  statusCode: number;
  message: string;
  locale?: string;
}

/**
 * Every error but 404: status from the normaliser (500 when absent) and the
 * message, which is shown as it is only when the error says it may be
 * (HttpError, 4xx); other server errors show the default "Error".
 */
const ErrorPage: SitePage<ErrorPageProps> = ({ statusCode, message, locale }) => (
  <ErrorView statusCode={statusCode} message={message} locale={locale} />
);

ErrorPage.layout = 'empty';

ErrorPage.getInitialProps = ({ res, err, locale }: NextPageContext): ErrorPageProps => {
  const fromResponse = res && res.statusCode >= 400 ? res.statusCode : 404;
  const { statusCode, message } = err ? normaliseError(err) : { statusCode: fromResponse, message: 'Error' };
  if (res) res.statusCode = statusCode;
  return { statusCode, message: err && isExposable(err) ? message : 'Error', locale };
};

export default ErrorPage;
