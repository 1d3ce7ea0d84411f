import type { GetServerSidePropsResult } from 'next';
import { isConfirmationCode, normaliseCode } from '@/lib/registrations/rules';
import { loginKindOf } from '@/lib/auth/schema';
import { mayAuthor } from '@/lib/articles/rules';
import type { AccountRecordsView, AccountWechatView, ExhibitorActivityView, ExhibitorCentreView } from '@/lib/accounts/views';
import type { LeadView } from '@/lib/registrations/views';
import type { AccountSourcingView } from '@/lib/sourcing/views';
import type { CompanyBoothView } from '@/lib/companies/floor-views';
import { boothsOfCompany } from '../companies/booths/queries';
import { toLocale } from '@/lib/i18n';
import { accountOwner } from './account-owner';
import { linkedWechat } from './wechat-identities';
import { registrationsOfAccount } from '../activities/registrations/of-account';
import { applicationsOfAccount } from '../applications/of-account';
import { listSubmissions } from '../articles/submissions';
import { exhibitorActivities } from '../activities/exhibitors';
import { countUserSessions } from '../auth/sessions';
import { findExhibitorProfile, findUserById } from '../auth/users';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import { database } from '../db';
import { countLeads, listLeads } from '../activities/registrations/check-in';
import type { PageContext } from '../http/page';
import { wechatLoginApps } from '../wechat/oauth';
import { accountSourcing } from '../sourcing/quotes-read';

/**
 * /account, the member's home: the logged-in account (the guard `auth` lets only accounts in), how many devices
 * it is logged in on, whether its login can be verified with a code (a mobile number or e-mail address; not a
 * user name), its WeChat login when that is configured, and what it did on the site — its registrations, job
 * applications and submissions, the newest first (its meetings are read by the page from the API), and for an
 * account of a company its sourcing requests and its company's quotes.
 */
export interface AccountProps extends Record<string, unknown> {
  sessionCount: number;
  loginVerifiable: boolean;
  /** WeChat login (null: not configured): whether the account may use it, and its WeChat. */
  wechat: AccountWechatView | null;
  records: AccountRecordsView;
  /** Its sourcing requests and its company's quotes (null: an account of no company, staff). */
  sourcing: AccountSourcingView | null;
}

/** The latest submissions /account shows (/publish lists them all). */
export const ACCOUNT_SUBMISSIONS_SHOWN = 5;

export async function loadAccount(ctx: PageContext): Promise<GetServerSidePropsResult<AccountProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  const [sessionCount, user, linked] = await Promise.all([countUserSessions(db, ctx.viewer.id), findUserById(db, ctx.viewer.id), linkedWechat(db, ctx.viewer.id)]);
  if (!user) return { notFound: true };
  const kind = loginKindOf(user.login);
  const { web, mp } = wechatLoginApps();
  const wechat = web || mp ? { allowed: ctx.viewer.kind === 'member', ...linked } : null;
  const owner = accountOwner(user);
  const locale = toLocale(ctx.locale);
  const [registrations, applications, submissions, sourcing] = await Promise.all([
    registrationsOfAccount(db, owner, locale),
    applicationsOfAccount(db, owner, locale),
    mayAuthor(ctx.viewer.kind) ? listSubmissions(db, ctx.viewer.id, ACCOUNT_SUBMISSIONS_SHOWN) : null,
    user.companyId !== null && (ctx.viewer.kind === 'member' || ctx.viewer.kind === 'exhibitor') ? accountSourcing(db, ctx.viewer.id) : null,
  ]);
  return {
    props: {
      sessionCount,
      loginVerifiable: kind === 'mobile' || kind === 'email',
      wechat,
      records: {
        registrations,
        applications,
        submissions: submissions && submissions.map((row) => ({ ...row, date: chinaDay(row.updatedAt) })),
      },
      sourcing,
    },
  };
}

/**
 * /exhibitor: the exhibitor centre's company, booth and contact, kept by the
 * organiser; the check-in, with the code of a scanned ticket's address
 * (?code=) filled in; the activities it may check visitors in at (those it
 * is attached to and not over, with when check-in opens); and the latest leads.
 */
export interface ExhibitorCentreProps extends Record<string, unknown> {
  exhibitor: ExhibitorCentreView;
  activities: ExhibitorActivityView[];
  checkInCode: string;
  leads: LeadView[];
  leadTotal: number;
  /** The booths of the account's company at coming shows, from the floor plans (empty without a company). */
  showBooths: CompanyBoothView[];
}

const LEADS_SHOWN = 50;

export async function loadExhibitorCentre(ctx: PageContext): Promise<GetServerSidePropsResult<ExhibitorCentreProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  const [profile, leads, leadTotal, activities] = await Promise.all([
    findExhibitorProfile(db, ctx.viewer.id),
    listLeads(db, ctx.viewer.id, LEADS_SHOWN),
    countLeads(db, ctx.viewer.id),
    exhibitorActivities(db, ctx.viewer.id, ctx.locale === 'en'),
  ]);
  const code = normaliseCode(typeof ctx.query.code === 'string' ? ctx.query.code : '');
  const account = await findUserById(db, ctx.viewer.id);
  const showBooths = account?.companyId ? await boothsOfCompany(db, account.companyId, toLocale(ctx.locale)) : [];
  return {
    props: {
      showBooths,
      checkInCode: isConfirmationCode(code) ? code : '',
      activities,
      leadTotal,
      leads: leads.map((lead) => ({
        scannedLabel: chinaDateTime(lead.scannedAt),
        name: lead.name,
        mobile: lead.mobile,
        email: lead.email,
        company: lead.company,
        position: lead.position,
        audience: lead.audience,
        quantity: lead.quantity,
        activityTitle: lead.activityTitle,
        code: lead.code,
      })),
      exhibitor: {
        company: profile?.company ?? ctx.viewer.name,
        boothHall: profile?.boothHall ?? '',
        boothNumber: profile?.boothNumber ?? '',
        contactName: profile?.contactName ?? '',
        contactPhone: profile?.contactPhone ?? '',
        contactEmail: profile?.contactEmail ?? '',
      },
    },
  };
}
