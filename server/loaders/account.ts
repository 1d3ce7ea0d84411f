import type { GetServerSidePropsResult } from 'next';
import type { ExhibitorCentreView } from '@/lib/views/account-views';
import { countUserSessions } from '../auth/sessions';
import { findExhibitorProfile } from '../auth/users';
import { database } from '../db';
import type { PageContext } from '../page';

/** /account: the logged-in account (the guard `auth` lets only accounts in) and how many devices it is logged in on. */
export interface AccountProps extends Record<string, unknown> {
  sessionCount: number;
}

export async function loadAccount(ctx: PageContext): Promise<GetServerSidePropsResult<AccountProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  return { props: { sessionCount: await countUserSessions(db, ctx.viewer.id) } };
}

/** /exhibitor: the exhibitor centre's company, booth and contact, kept by the organiser. */
export interface ExhibitorCentreProps extends Record<string, unknown> {
  exhibitor: ExhibitorCentreView;
}

export async function loadExhibitorCentre(ctx: PageContext): Promise<GetServerSidePropsResult<ExhibitorCentreProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  const profile = await findExhibitorProfile(db, ctx.viewer.id);
  return {
    props: {
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
