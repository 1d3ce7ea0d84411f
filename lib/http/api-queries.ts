import { z } from 'zod';

/** Query schemas of the read API: unknown parameters are ignored, malformed ones are a 400. */

const text = (max: number) => z.string().trim().max(max).optional().default('');
const page = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'page must be a whole number ≥ 1')
  .transform(Number)
  .optional()
  .default(1);

export const jobListQuery = z.object({
  department: text(50),
  city: text(50),
  q: text(100),
  page,
});

export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a whole number ≥ 1')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'id is out of range'),
});

export const articleListQuery = z.object({
  /** One channel; without it, every public channel (news, hot, practical). */
  channel: z.enum(['news', 'hot', 'practical', 'pay']).optional(),
  q: text(100),
  page,
});
