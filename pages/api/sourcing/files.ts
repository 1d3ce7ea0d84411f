import type { SourcingFileAnswer } from '@/lib/sourcing/views';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount, rateLimitedError } from '@/server/http/rate-limited';
import { sourcingText } from '@/server/sourcing/api-messages';
import { receiveSourcingFile, saveSourcingFile, sourcingFileError, sourcingFileView } from '@/server/sourcing/files';
import { posterOf } from '@/server/sourcing/poster';
import { UploadProblem } from '@/server/uploads/problem';

/**
 * POST /api/sourcing/files (an account of a certified company): one file (multipart field `file`) for a
 * sourcing request's attachments (and later a quote's) → 201 `{ file: { id, name, type, size } }`, or 200 with
 * the earlier upload when the account sends the same bytes again. Images (PNG, JPEG, GIF; 5 MB) and PDF (10 MB),
 * decided by the bytes (server/sourcing/files.ts). 401 not logged in, 403 not a certified company's account,
 * 400 no file or a malformed form, 413 too large, 415 any other type (also a file named .pdf that is none), 429
 * over the address's or the account's uploads. The file is nobody's to read until a request names it.
 */

// The body is streamed through busboy, so that reading stops at the size limit.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    multipart: true,
    handle: async ({ req, res, session, locale, db }) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        const wait = await (await throttle()).uploadWait(clientAddress(req));
        if (wait !== null) throw await rateLimitedError(locale, wait, 'uploads:errors.limited');
        if ((await posterOf(db, session.user.id)).kind !== 'allowed') throw new ApiError('forbidden', await sourcingText(locale, 'api.notCertifiedFiles'));
        const { upload, created, name } = await limitedPerAccount(
          { action: 'upload', account: session.user, locale, key: 'uploads:errors.accountLimited', refusedInput: (error) => error instanceof UploadProblem },
          async () => {
            const received = await receiveSourcingFile(req);
            return { ...(await saveSourcingFile(db, received.file, session.user.id)), name: received.name };
          },
        );
        const answer: SourcingFileAnswer = { file: sourcingFileView(upload, name) };
        return result(created ? 201 : 200, answer);
      } catch (error) {
        // Answered before the body was read to its end: the connection closes after the answer.
        if (!req.readableEnded) res.setHeader('Connection', 'close');
        if (error instanceof UploadProblem) throw await sourcingFileError(error, locale);
        throw error;
      }
    },
  }),
});
