import { HomePage } from '@/components/home/home-page';
import type { HomeProps } from '@/lib/site/home-views';
import { loadHome } from '@/server/site/home-loader';
import { definePage } from '@/server/http/page';

export default HomePage;
export const getServerSideProps = definePage<HomeProps>({ namespaces: ['home'], load: loadHome });
