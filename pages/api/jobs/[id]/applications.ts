import { idParam } from '@/lib/http/api-queries';
import type { ApplyAnswer } from '@/lib/applications/views';
import { apiRoute, method, result } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { jobClosedError, jobNotFoundError, resumeError } from '@/server/applications/api-messages';
import { applyForJob, jobState } from '@/server/applications/apply';
import { receiveApplication } from '@/server/applications/receive';
import { receiptView } from '@/server/applications/views';
import { applicationCookieExpiry, applicationOwnerCookie, applicationProof } from '@/server/applications/owner';
import { clientAddress } from '@/server/auth/client-address';
import { newOwnerToken } from '@/server/auth/owner-cookie';
import { throttle } from '@/server/auth/throttle';
import { getAnyJob } from '@/server/jobs/public';
import { UploadProblem } from '@/server/uploads/problem';

/**
 * POST /api/jobs/{id}/applications (multipart/form-data: `name`, `mobile`,
 * `email`, `city`, `experience`, `education`, `coverNote`, `consent` = true,
 * then one `file`, the résumé): 201 `{ application: { reference, jobTitle,
 * submittedLabel }, repeated: false }` once the application, its résumé and
 * its receipt message are committed, with the browser's capability cookie
 * `tmz_app_<reference>`; 200 `repeated: true` when the same mobile number
 * applied for this job within 30 days (nothing is stored): with the first
 * application's reference when the request proves it its own (that cookie,
 * the account that applied, or a verified mobile login of that number), else
 * `application: null` and the reference goes again to that application's
 * mobile number and e-mail. 404 an unknown or hidden job, 409 a
 * job past its closing day; 400 with field errors (the fields are checked
 * before a byte of the file is read); 413 a résumé over 10 MB, 415 one that is
 * not PDF, DOC, DOCX, JPEG or PNG by its bytes (both on `fields.resume`); 429
 * after 20 from one address in an hour or 5 by one mobile number in a day.
 */

// The body is streamed through busboy, so that reading stops at the size limit (and proxy.ts leaves it alone).
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({
    multipart: true,
    query: idParam,
    handle: async ({ req, res, query, locale, db, viewer }) => {
      // The proxy's site-wide headers skip this route (proxy.ts); its JSON answers still are not to be sniffed.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const limits = await throttle();
      let countedMobile: string | null = null;
      try {
        const wait = await limits.applicationWait(clientAddress(req));
        if (wait !== null) throw await rateLimitedError(locale, wait, 'applications:api.limited');
        const state = jobState(await getAnyJob(db, query.id), new Date());
        if (state === 'not_found') throw await jobNotFoundError(locale);
        if (state === 'closed') throw await jobClosedError(locale);

        const { fields, resume } = await receiveApplication(req, locale, async ({ mobile }) => {
          const mobileWait = await limits.applicationMobileWait(mobile);
          if (mobileWait !== null) throw await rateLimitedError(locale, mobileWait, 'applications:api.mobileLimited');
          countedMobile = mobile;
        });
        const session = await viewer();
        const owner = newOwnerToken();
        const outcome = await applyForJob(db, {
          jobId: query.id,
          fields,
          resume,
          locale,
          applicantId: session?.user.id ?? null,
          ownerTokenHash: owner.hash,
          proves: applicationProof(req, session?.user ?? null),
        });
        switch (outcome.kind) {
          case 'not_found':
            throw await jobNotFoundError(locale);
          case 'closed':
            throw await jobClosedError(locale);
          case 'repeated': {
            const answer: ApplyAnswer = { application: outcome.shown ? receiptView(outcome.row, outcome.job, locale) : null, repeated: true };
            return result(200, answer);
          }
          case 'created': {
            applicationOwnerCookie.set(res, outcome.row.reference, owner.token, applicationCookieExpiry(outcome.row.createdAt));
            const answer: ApplyAnswer = { application: receiptView(outcome.row, outcome.job, locale), repeated: false };
            return result(201, answer);
          }
        }
      } catch (error) {
        // Answered before the body was read to its end: the connection closes after the answer, so the client
        // stops sending and the server does not read the rest.
        if (!req.readableEnded) res.setHeader('Connection', 'close');
        if (error instanceof UploadProblem) {
          if (countedMobile !== null) await limits.applicationMobileGiveBack(countedMobile);
          throw await resumeError(error, locale);
        }
        throw error;
      }
    },
  }),
});
