import { z } from 'zod';
import { recordVersion } from '../http/record-version';
import { BOOTH_NUMBER_PATTERN, BOOTH_SIZE_MAX_M, HALL_NAME_EN_MAX, HALL_NAME_MAX, HALL_SIZE_MAX_M } from './booth-rules';

/**
 * A show's halls and booths as staff edit them in the console (/admin/activities/floor), shared by its form
 * and the API (pages/api/admin/shows, halls, booths). Rules that need only the input are here; inside the
 * hall, no overlap, a number used once per show and one booth per company per show are the server's
 * (server/companies/booths/placement.ts). Messages are keys of the `admin-show-floor` namespace.
 */

const message = (key: string) => `admin-show-floor:errors.${key}`;

/** A whole number of metres from `min` to `max`; the form's text "12" is taken too. */
const metres = (min: number, max: number, key: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message(key) })
      .int(message(key))
      .min(min, message(key))
      .max(max, message(key)),
  );

const name = (max: number, required: boolean) =>
  z
    .string({ error: message('nameInvalid') })
    .transform((value) => value.trim())
    .refine((value) => !required || value.length > 0, message('nameRequired'))
    .refine((value) => Array.from(value).length <= max, message('nameTooLong'));

export const hallSchema = z.object({
  name: name(HALL_NAME_MAX, true),
  nameEn: name(HALL_NAME_EN_MAX, false).optional().default(''),
  widthM: metres(1, HALL_SIZE_MAX_M, 'hallSize'),
  depthM: metres(1, HALL_SIZE_MAX_M, 'hallSize'),
  sortOrder: metres(0, 999, 'sortOrder').optional().default(0),
});
export type HallInput = z.infer<typeof hallSchema>;

export const hallUpdateSchema = hallSchema.extend({ version: recordVersion });

/** The company at a booth: an id, or null (the booth waits for one). */
const companyId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: message('companyInvalid') })
    .int(message('companyInvalid'))
    .min(1, message('companyInvalid'))
    .max(2_147_483_647, message('companyInvalid'))
    .nullable(),
);

const boothFields = {
  number: z
    .string({ error: message('numberInvalid') })
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value.length > 0, message('numberRequired'))
    .refine((value) => BOOTH_NUMBER_PATTERN.test(value), message('numberInvalid')),
  x: metres(0, HALL_SIZE_MAX_M, 'position'),
  y: metres(0, HALL_SIZE_MAX_M, 'position'),
  widthM: metres(1, BOOTH_SIZE_MAX_M, 'boothSize'),
  depthM: metres(1, BOOTH_SIZE_MAX_M, 'boothSize'),
  companyId,
};

/** POST /api/admin/shows/{id}/booths: a new booth in one of the show's halls. */
export const boothSchema = z.object({ hallId: metres(1, 2_147_483_647, 'hallInvalid'), ...boothFields });
export type BoothInput = z.infer<typeof boothSchema>;

/** PUT /api/admin/booths/{id}: moved, resized, renumbered or (un)assigned, from the version the form had. */
export const boothUpdateSchema = z.object({ ...boothFields, version: recordVersion });
export type BoothUpdateInput = z.infer<typeof boothUpdateSchema>;
