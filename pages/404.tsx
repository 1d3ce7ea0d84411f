import type { GetStaticProps } from 'next';
import { ErrorView } from '@/components/errors/error-view';
import { toLocale } from '@/lib/i18n';
import type { SitePage } from '@/pages/_app';
import { loadNamespaces } from '@/server/i18n';

/** Unknown routes: "页面未找到" / "This page could not be found" and a link home. Static per locale. */
const NotFoundPage: SitePage<{ locale: string }> = ({ locale }) => (
  <ErrorView statusCode={404} locale={locale} />
);

NotFoundPage.layout = 'empty';
export default NotFoundPage;

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const lang = toLocale(locale);
  return { props: { locale: lang, i18n: { locale: lang, resources: await loadNamespaces(lang, []) } } };
};
