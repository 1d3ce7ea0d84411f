import { idParam } from '@/lib/http/api-queries';
import { staffNoteSchema } from '@/lib/applications/schema';
import type { StaffApplicationAnswer } from '@/lib/applications/views';
import { apiRoute, method, result } from '@/server/http/handler';
import { addNote } from '@/server/applications/notes';
import { applicationNotFound } from '@/server/applications/staff-api';
import { staffApplication } from '@/server/applications/staff-detail';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/**
 * POST /api/admin/applications/{id}/notes `{ note }` (editors and admins, at
 * most 1 000 characters): 201 `{ application }` with the note added under the
 * caller's name (audited: that a note was added, not its words); 404 unknown.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: staffNoteSchema,
    handle: async ({ session, query, body, locale, db }) => {
      if (!(await addNote(db, query.id, body.note, session.user))) throw applicationNotFound(locale);
      const application = await staffApplication(db, query.id);
      if (!application) throw applicationNotFound(locale);
      const answer: StaffApplicationAnswer = { application };
      return result(201, answer);
    },
  }),
});
