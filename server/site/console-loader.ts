import type { GetServerSidePropsResult } from 'next';
import type { ConsoleDashboardView } from '@/lib/accounts/views';
import { certificationTotals } from '../certifications/staff-list';
import { chinaDay } from '../kernel/china-time';
import { upcomingActivities } from '../activities/queries';
import { countPendingSubmissions } from '../articles/submissions';
import { countPendingRevisions } from '../companies/revisions/review';
import { countPendingRequests } from '../sourcing/review';
import { sourcingFigures } from '../sourcing/figures';
import type { SourcingFiguresView } from '@/lib/sourcing/staff-views';
import { database } from '../db';
import { feedbackCounts } from '../feedback/staff';
import type { PageContext } from '../http/page';

/** /admin: what waits for editors — submissions, certification applications, companies' profile changes and sourcing requests to review, new feedback, the coming activities with their seats taken, and sourcing's figures. */
export interface ConsoleProps extends Record<string, unknown> {
  dashboard: ConsoleDashboardView;
  /** Sourcing's figures, drawn as a chart (server/sourcing/figures.ts). */
  sourcingFigures: SourcingFiguresView;
}

const ACTIVITIES_SHOWN = 10;

export async function loadConsole(ctx: PageContext): Promise<GetServerSidePropsResult<ConsoleProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  const [pendingSubmissions, certifications, pendingCompanyChanges, pendingSourcing, feedback, activities, figures] = await Promise.all([
    countPendingSubmissions(db),
    certificationTotals(db),
    countPendingRevisions(db),
    countPendingRequests(db),
    feedbackCounts(db),
    upcomingActivities(db, ACTIVITIES_SHOWN),
    sourcingFigures(db),
  ]);
  return {
    props: {
      sourcingFigures: figures,
      dashboard: {
        pendingSubmissions,
        pendingCertifications: certifications.pending,
        pendingCompanyChanges,
        pendingSourcing,
        newFeedback: feedback.new,
        activities: activities.map((a) => ({
          id: a.id,
          title: a.title,
          date: chinaDay(a.startsAt),
          seatsTaken: a.seatsTaken,
          capacity: a.capacity,
        })),
      },
    },
  };
}
