import { HomePage } from '@/components/home/home-page';
import { loadFeaturedActivity, type FeaturedActivityProps } from '@/server/loaders/featured-activity';
import { definePage } from '@/server/page';

/** /home is the same page as /; its canonical link points to / (see HomePage's Seo). */
export default HomePage;
export const getServerSideProps = definePage<FeaturedActivityProps>({ namespaces: ['home'], load: loadFeaturedActivity });
