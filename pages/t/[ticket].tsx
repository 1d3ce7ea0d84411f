import { eq } from 'drizzle-orm';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { database } from '@/server/db';
import { registrationAttendees, registrations } from '@/server/db/schema';
import { PRIVATE_CACHE_CONTROL, definePage } from '@/server/http/page';
import { splitTicketPath, ticketKeyProves } from '@/server/activities/registrations/messages';

/**
 * /t/{code}{key}: the short link in a registration's SMS and e-mails. It opens
 * the registration page in the registrant's language with the code, and the
 * key in the fragment (which never reaches a server or a log): the page then
 * shows the ticket with the key as proof. A wrong or unknown link is a 404.
 */
const TicketLink = () => null;

export default TicketLink;
export const getServerSideProps = definePage({
  load: async (ctx) => {
    const parts = splitTicketPath(String(ctx.params?.ticket ?? ''));
    if (!parts) return { notFound: true };
    const { db } = await database();
    // A registration's code, or one of its attendees' (each person of a group has their own ticket link).
    const [row] = await db
      .select({ activityId: registrations.activityId, locale: registrations.locale })
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
      .where(eq(registrationAttendees.code, parts.code));
    if (!row || !(await ticketKeyProves(db, parts.code, parts.key))) return { notFound: true };
    ctx.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    const path = withQuery(routes.activityRegister, { id: row.activityId, code: parts.code });
    return { redirect: { destination: `${localePrefix(toLocale(row.locale))}${path}#key=${parts.key}`, permanent: false } };
  },
});
