import { HomePage } from '@/components/home/home-page';
import type { HomeProps } from '@/lib/views/home-views';
import { loadHome } from '@/server/loaders/home';
import { definePage } from '@/server/page';

export default HomePage;
export const getServerSideProps = definePage<HomeProps>({ namespaces: ['home'], load: loadHome });
