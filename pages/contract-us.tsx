import { RoutePage } from '@/components/common/route-page';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactMap } from '@/components/contact/contact-map';
import { FeedbackForm } from '@/components/contact/feedback-form';
import styles from '@/components/contact/contact-page.module.scss';
import { toLocale } from '@/lib/i18n';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { companyVCardSvg } from '@/server/kernel/qr';
import { siteConfig } from '@/server/kernel/site-config';

type ContactPageProps = {
  /** The company's vCard as a QR code, drawn on the server (no QR library in the browser). */
  vcardSvg: string;
};

/** /contract-us: contact details with a vCard QR code, the office on a map (or its static stand-in), and the feedback form. */
const ContactPage: SitePage<ContactPageProps> = ({ vcardSvg }) => (
  <RoutePage routeKey="contact">
    <div className={styles.top}>
      <ContactDetails vcardSvg={vcardSvg} />
      <ContactMap />
    </div>
    <FeedbackForm />
  </RoutePage>
);

export default ContactPage;
export const getServerSideProps = definePage<ContactPageProps>({
  namespaces: ['listing', 'map', 'contact'],
  load: async ({ locale }) => ({ props: { vcardSvg: await companyVCardSvg(siteConfig(), toLocale(locale)) } }),
});
