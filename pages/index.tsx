import { HomePage } from '@/components/home/home-page';
import { loadFeaturedActivity, type FeaturedActivityProps } from '@/server/loaders/featured-activity';
import { definePage } from '@/server/page';

export default HomePage;
export const getServerSideProps = definePage<FeaturedActivityProps>({ namespaces: ['home'], load: loadFeaturedActivity });
