import { HomePage } from '@/components/home/home-page';
import { definePage } from '@/server/page';

export default HomePage;
export const getServerSideProps = definePage({ namespaces: ['home'] });
