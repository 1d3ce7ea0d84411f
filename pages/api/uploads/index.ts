import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount, rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { uploadError } from '@/server/uploads/messages';
import { UploadProblem } from '@/server/uploads/problem';
import { receiveUpload } from '@/server/uploads/receive';
import { saveUpload, toUploadView } from '@/server/uploads/store';

/**
 * POST /api/uploads: one image (multipart field `file`, after an optional
 * `purpose` = image | licence) → 201 `{ upload }`, or 200 with the earlier
 * upload when the same account sends the same image again for the same
 * purpose. Article images need an account (401); licences may be anonymous.
 * Counted per address, refused files included, and per logged-in account,
 * refused files not included (429: LIMITS in server/auth/throttle.ts).
 * Refusals: 400 (no file, two files, a malformed form), 413 (over 5 MB, over
 * 40 megapixels), 415 (not PNG, JPEG, GIF, BMP or ICO by its bytes, or
 * undecodable).
 */

// The body is streamed through busboy, so that reading stops at the size limit.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({
    multipart: true,
    handle: async ({ req, res, locale, db, viewer }) => {
      // The proxy's site-wide headers skip this route (proxy.ts); its JSON answers still are not to be sniffed.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        const wait = await (await throttle()).uploadWait(clientAddress(req));
        if (wait !== null) throw await rateLimitedError(locale, wait, 'uploads:errors.limited');
        const session = await viewer();
        const owner = session ? { id: session.user.id } : null;
        const store = async () => {
          const { purpose, image } = await receiveUpload(req, owner);
          return saveUpload(db, { image, purpose, ownerId: owner?.id ?? null });
        };
        const { upload, created } = session
          ? await limitedPerAccount(
              { action: 'upload', account: session.user, locale, key: 'uploads:errors.accountLimited', refusedInput: (error) => error instanceof UploadProblem },
              store,
            )
          : await store();
        return result(created ? 201 : 200, { upload: toUploadView(upload) });
      } catch (error) {
        // Answered before the body was read to its end (too large, not logged in, throttled): the connection
        // closes after the answer, so the client stops sending and the server does not read the rest.
        if (!req.readableEnded) res.setHeader('Connection', 'close');
        if (error instanceof UploadProblem) throw await uploadError(error, locale);
        throw error;
      }
    },
  }),
});
