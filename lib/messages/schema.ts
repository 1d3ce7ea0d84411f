import { z } from 'zod';

/** POST /api/admin/messages/retry-failed: the kind whose failed messages go again (the server checks it is one it sends). */
export const retryFailedBody = z.object({ kind: z.string().trim().min(1).max(60) });
export type RetryFailedBody = z.infer<typeof retryFailedBody>;
