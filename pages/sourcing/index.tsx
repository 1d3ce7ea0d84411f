import { SourcingListPage } from '@/components/sourcing/sourcing-list-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadSourcingList, type SourcingListProps } from '@/server/sourcing/loaders';

const Sourcing: SitePage<SourcingListProps> = ({ list }) => <SourcingListPage list={list} />;

export default Sourcing;
export const getServerSideProps = definePage<SourcingListProps>({ namespaces: ['sourcing', 'listing'], load: loadSourcingList });
