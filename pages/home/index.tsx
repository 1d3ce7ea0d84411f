import { HomePage } from '@/components/home/home-page';
import type { HomeProps } from '@/lib/views/home-views';
import { loadHome } from '@/server/site/home-loader';
import { definePage } from '@/server/http/page';

/** /home is the same page as /; its canonical link points to / (see HomePage's Seo). */
export default HomePage;
export const getServerSideProps = definePage<HomeProps>({ namespaces: ['home'], load: loadHome });
