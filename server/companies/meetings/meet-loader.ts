import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';
import { showHours, minuteLabel } from '@/lib/companies/meeting-slots';
import type { MeetPageView } from '@/lib/companies/meeting-views';
import { loginKindOf } from '@/lib/auth/schema';
import { findUserById } from '../../auth/users';
import { database } from '../../db';
import { chinaDay } from '../../kernel/china-time';
import type { PageContext } from '../../http/page';
import { inLanguage } from './facts';
import { slotDays } from './slot-days';

/**
 * /companies/meet?id=<company>[&show=<show>]: the meeting request page (guard `auth`). The company must have a
 * booth at a published show not over (the one named, else its soonest); anything else is the 404 page. Only
 * members may send a request (`refusal` says why another account cannot); the page offers the account's own
 * login as the contact (the account's own, shown to no one else).
 */

export type MeetPageProps = MeetPageView & Record<string, unknown>;

const id = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647));
const query = z.object({ id, show: id.optional() });

export async function loadMeetPage(ctx: PageContext): Promise<GetServerSidePropsResult<MeetPageProps>> {
  const parsed = query.safeParse(ctx.query);
  if (!parsed.success || !ctx.viewer) return { notFound: true };
  const { db } = await database();
  const found = await slotDays(db, parsed.data.id, parsed.data.show ?? null, ctx.viewer.id);
  if (!found) return { notFound: true };
  const user = await findUserById(db, ctx.viewer.id);
  const kind = user ? loginKindOf(user.login) : null;
  const { exhibiting, days } = found;
  const locale = ctx.locale ?? 'zh-CN';
  const hours = showHours(exhibiting.show);
  const first = chinaDay(exhibiting.show.startsAt);
  const last = hours.days[hours.days.length - 1] ?? first;
  return {
    props: {
      company: { id: exhibiting.company.id, name: inLanguage(exhibiting.company.name, exhibiting.company.nameEn, locale) },
      show: {
        id: exhibiting.show.id,
        title: inLanguage(exhibiting.show.title, exhibiting.show.titleEn, locale),
        dates: first === last ? first : `${first} – ${last}`,
        hours: hours.closes > hours.opens ? `${minuteLabel(hours.opens)}–${minuteLabel(hours.closes)}` : '',
        venue: inLanguage(exhibiting.show.venue, exhibiting.show.venueEn, locale),
      },
      booth: { hall: inLanguage(exhibiting.booth.hall, exhibiting.booth.hallEn, locale), number: exhibiting.booth.number },
      days,
      requester: { name: user?.name ?? '', login: user && (kind === 'mobile' || kind === 'email') ? user.login : '' },
      refusal: ctx.viewer.kind !== 'member' ? 'not_member' : user?.companyId === exhibiting.company.id ? 'own_company' : null,
    },
  };
}

