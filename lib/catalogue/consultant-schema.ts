import { z } from 'zod';
import { catalogueMessage, imageField, lineList, optionalText, requiredText, versionField } from './schema';

/**
 * A consultant as staff edit them, shared by the form of
 * /admin/consultants/edit and POST /api/admin/consultants,
 * PUT /api/admin/consultants/{id}. Expertise is one area a line; the photo is
 * an image uploaded to the site; phone and e-mail are optional but must be
 * real mainland numbers and addresses (they become tel:/mailto: links and the
 * vCard's lines).
 */

export const CONSULTANT_LIMITS = {
  name: 30,
  nameEn: 60,
  title: 40,
  titleEn: 80,
  expertise: 10,
  expertiseLength: 30,
  expertiseEnLength: 60,
  bio: 1000,
  bioEn: 2000,
  email: 254,
} as const;

const MOBILE = /^1[3-9]\d{9}$/;
const SERVICE = /^([48]00)-?(\d{3})-?(\d{4})$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

/**
 * A mainland phone number as it is kept: a mobile as its 11 digits (spaces,
 * dashes and +86 dropped), a 400/800 service number as 400-123-4567, a landline
 * with its area code (010-12345678, 0571-8888888, an extension after a dash);
 * null when it is none of these.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(/\s+/g, '-').replace(/^\+?86-?/, '');
  const digits = compact.replace(/-/g, '');
  if (MOBILE.test(digits)) return digits;
  const service = SERVICE.exec(compact);
  if (service) return `${service[1]}-${service[2]}-${service[3]}`;
  if (LANDLINE.test(compact)) return compact;
  return null;
}

const phone = z
  .string({ error: catalogueMessage('phoneFormat') })
  .nullish()
  .transform((value, ctx) => {
    const written = (value ?? '').trim();
    if (written === '') return '';
    const phoneNumber = normalisePhone(written);
    if (phoneNumber === null) {
      ctx.issues.push({ code: 'custom', message: catalogueMessage('phoneFormat'), input: value });
      return z.NEVER;
    }
    return phoneNumber;
  });

const email = z
  .string({ error: catalogueMessage('emailFormat') })
  .nullish()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .refine((value) => value === '' || (value.length <= CONSULTANT_LIMITS.email && z.email().safeParse(value).success), catalogueMessage('emailFormat'));

export const consultantSchema = z.object({
  name: requiredText(CONSULTANT_LIMITS.name, 'nameRequired', 'nameTooLong'),
  nameEn: optionalText(CONSULTANT_LIMITS.nameEn, 'nameEnTooLong'),
  title: requiredText(CONSULTANT_LIMITS.title, 'consultantTitleRequired', 'consultantTitleTooLong'),
  titleEn: optionalText(CONSULTANT_LIMITS.titleEn, 'consultantTitleEnTooLong'),
  expertise: lineList({ maxLines: CONSULTANT_LIMITS.expertise, maxLength: CONSULTANT_LIMITS.expertiseLength, required: true, prefix: 'expertise' }),
  expertiseEn: lineList({ maxLines: CONSULTANT_LIMITS.expertise, maxLength: CONSULTANT_LIMITS.expertiseEnLength, required: false, prefix: 'expertiseEn' }),
  bio: requiredText(CONSULTANT_LIMITS.bio, 'bioRequired', 'bioTooLong'),
  bioEn: optionalText(CONSULTANT_LIMITS.bioEn, 'bioEnTooLong'),
  photo: imageField('photoInvalid'),
  phone,
  email,
  version: versionField,
});

export type ConsultantInput = z.input<typeof consultantSchema>;
export type ConsultantFields = z.output<typeof consultantSchema>;
