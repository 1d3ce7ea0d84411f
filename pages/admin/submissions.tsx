import { CompanyRevisions } from '@/components/companies/revision-review/company-revisions';
import { StaffSubmissions } from '@/components/console/staff-submissions';
import { SourcingReview } from '@/components/sourcing/review/sourcing-review';
import type { SitePage } from '@/pages/_app';
import type { StaffRevisionsProps } from '@/lib/companies/profile-views';
import type { StaffSourcingProps } from '@/lib/sourcing/views';
import type { StaffSubmissionsProps } from '@/lib/articles/publish-views';
import { loadStaffSubmissions } from '@/server/articles/submissions-loader';
import { loadRevisionQueue } from '@/server/companies/revisions/staff-loader';
import { database } from '@/server/db';
import { definePage } from '@/server/http/page';
import { loadSourcingQueue } from '@/server/sourcing/loaders';

type Props = StaffSubmissionsProps & StaffRevisionsProps & StaffSourcingProps;

/** /admin/submissions: members' articles (?id=), companies' profile changes (?revision=) and sourcing requests (?request=) waiting for review. */
const StaffSubmissionsPage: SitePage<Props> = ({ revisionQueue, revision, revisionMissing, sourcingQueue, sourcingRequest, sourcingMissing, ...articles }) => (
  <StaffSubmissions {...articles}>
    <CompanyRevisions revisionQueue={revisionQueue} revision={revision} revisionMissing={revisionMissing} />
    <SourcingReview sourcingQueue={sourcingQueue} sourcingRequest={sourcingRequest} sourcingMissing={sourcingMissing} />
  </StaffSubmissions>
);

StaffSubmissionsPage.layout = 'empty';

export default StaffSubmissionsPage;
export const getServerSideProps = definePage<Props>({
  namespaces: ['console', 'publish', 'listing', 'company-profile', 'sourcing'],
  guards: ['editor'],
  load: async (ctx) => {
    const { db } = await database();
    const [articles, revisions, sourcing] = await Promise.all([loadStaffSubmissions(ctx), loadRevisionQueue(db, ctx.query), loadSourcingQueue(db, ctx.query)]);
    if (!('props' in articles) || revisions === null || sourcing === null) return { notFound: true };
    return { props: { ...(await articles.props), ...revisions, ...sourcing } };
  },
});
