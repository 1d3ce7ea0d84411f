import { SearchPage } from '@/components/search/search-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadSearchPage, type SearchPageProps } from '@/server/search/loader';

const Search: SitePage<SearchPageProps> = ({ search }) => <SearchPage search={search} />;

export default Search;
export const getServerSideProps = definePage<SearchPageProps>({ namespaces: ['listing', 'search'], load: loadSearchPage });
