import { SourcingNewPage } from '@/components/sourcing/sourcing-new-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadSourcingNew, type SourcingNewProps } from '@/server/sourcing/loaders';

const PostSourcingRequest: SitePage<SourcingNewProps> = ({ form }) => <SourcingNewPage form={form} />;

export default PostSourcingRequest;
export const getServerSideProps = definePage<SourcingNewProps>({ namespaces: ['sourcing', 'publish', 'uploads'], guards: ['auth'], load: loadSourcingNew });
