import { RoutePage } from '@/components/common/route-page';
import { BusinessCard, type BusinessCardProps } from '@/components/home/business-card';
import { toLocale } from '@/lib/i18n';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { companyVCard, companyVCardSvg, qrSvg, siteUrl } from '@/server/kernel/qr';
import { siteConfig } from '@/server/kernel/site-config';

const CardPage: SitePage<BusinessCardProps> = (props) => (
  <RoutePage routeKey="card">
    <BusinessCard {...props} />
  </RoutePage>
);

export default CardPage;
export const getServerSideProps = definePage<BusinessCardProps>({
  namespaces: ['home'],
  // The QR codes are drawn here, on the server, so the browser never loads a QR library.
  load: async ({ locale }) => {
    const site = siteConfig();
    const lang = toLocale(locale);
    const vcard = companyVCard(site, lang);
    const url = siteUrl(site, lang);
    const [vcardSvg, siteSvg] = await Promise.all([companyVCardSvg(site, lang), qrSvg(url)]);
    return { props: { vcard, vcardSvg, siteUrl: url, siteSvg } };
  },
});
