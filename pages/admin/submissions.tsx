import { CompanyRevisions } from '@/components/companies/revision-review/company-revisions';
import { StaffSubmissions } from '@/components/console/staff-submissions';
import type { SitePage } from '@/pages/_app';
import type { StaffRevisionsProps } from '@/lib/companies/profile-views';
import type { StaffSubmissionsProps } from '@/lib/views/publish-views';
import { loadStaffSubmissions } from '@/server/articles/submissions-loader';
import { loadRevisionQueue } from '@/server/companies/revisions/staff-loader';
import { database } from '@/server/db';
import { definePage } from '@/server/http/page';

type Props = StaffSubmissionsProps & StaffRevisionsProps;

/** /admin/submissions: members' articles (?id=) and companies' profile changes (?revision=) waiting for review. */
const StaffSubmissionsPage: SitePage<Props> = ({ revisionQueue, revision, revisionMissing, ...articles }) => (
  <StaffSubmissions {...articles}>
    <CompanyRevisions revisionQueue={revisionQueue} revision={revision} revisionMissing={revisionMissing} />
  </StaffSubmissions>
);

StaffSubmissionsPage.layout = 'empty';

export default StaffSubmissionsPage;
export const getServerSideProps = definePage<Props>({
  namespaces: ['console', 'publish', 'listing', 'company-profile'],
  guards: ['editor'],
  load: async (ctx) => {
    const [articles, revisions] = await Promise.all([loadStaffSubmissions(ctx), database().then(({ db }) => loadRevisionQueue(db, ctx.query))]);
    if (!('props' in articles) || revisions === null) return { notFound: true };
    return { props: { ...(await articles.props), ...revisions } };
  },
});
