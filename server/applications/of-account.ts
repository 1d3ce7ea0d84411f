import { desc, eq, or, type SQL } from 'drizzle-orm';
import type { AccountApplicationView } from '@/lib/accounts/views';
import type { AccountOwner } from '../accounts/account-owner';
import type { Db } from '../db';
import { jobApplications, jobs } from '../db/schema';
import { lookedUpView } from './views';

/**
 * A member's job applications on /account, found by the account as owner.ts proves them (without the capability
 * cookie, which only the browser that applied holds): those it sent logged in (applicant_id) and those sent with
 * its verified mobile number. Each shows where it stands — never what was sent.
 */

/** The most /account lists. */
export const ACCOUNT_APPLICATIONS_SHOWN = 50;

function ownedBy(owner: AccountOwner): SQL {
  const byAccount = eq(jobApplications.applicantId, owner.id);
  return owner.verifiedMobile === null ? byAccount : or(byAccount, eq(jobApplications.mobile, owner.verifiedMobile))!;
}

/** The account's applications, the newest first, with the job's title in the page's language. */
export async function applicationsOfAccount(db: Db, owner: AccountOwner, locale: string): Promise<AccountApplicationView[]> {
  const rows = await db
    .select({ row: jobApplications, title: jobs.title, titleEn: jobs.titleEn, hidden: jobs.hidden })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(ownedBy(owner))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(ACCOUNT_APPLICATIONS_SHOWN);
  return rows.map(({ row, title, titleEn, hidden }) => ({
    ...lookedUpView(row, { title, titleEn }, locale),
    jobId: hidden ? null : row.jobId,
    submittedAt: row.createdAt.toISOString(),
  }));
}
