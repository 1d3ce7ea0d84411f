import { RoutePage } from '@/components/common/route-page';
import { ContactDetails } from '@/components/contact/contact-details';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const ContactPage: SitePage = () => (
  <RoutePage routeKey="contact">
    <ContactDetails />
  </RoutePage>
);

export default ContactPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
