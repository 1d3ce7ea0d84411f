import { z } from 'zod';
import { catalogueMessage, characters, imageField, optionalText, requiredText, versionField } from './schema';

/**
 * A partner as staff edit it, shared by the form of /admin/partners/edit and
 * POST /api/admin/partners, PUT /api/admin/partners/{id}. The logo is an image
 * uploaded to the site; the website is an http or https address (the public
 * pages make only those links, lib/people/safe-links.ts).
 */

export const PARTNER_CATEGORIES = ['brand', 'factory', 'provider', 'retailer', 'media', 'association'] as const;
export type PartnerCategoryValue = (typeof PARTNER_CATEGORIES)[number];

export const PARTNER_LIMITS = {
  name: 60,
  nameEn: 120,
  url: 500,
  description: 500,
  descriptionEn: 1000,
} as const;

/** An http(s) address with a host and nothing that would break the link (spaces, quotes, angle brackets); '' when left empty. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>`\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const url = z
  .string({ error: catalogueMessage('urlFormat') })
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => characters(value) <= PARTNER_LIMITS.url, catalogueMessage('urlTooLong'))
  .refine((value) => value === '' || isWebAddress(value), catalogueMessage('urlFormat'));

export const partnerSchema = z.object({
  name: requiredText(PARTNER_LIMITS.name, 'partnerNameRequired', 'partnerNameTooLong'),
  nameEn: optionalText(PARTNER_LIMITS.nameEn, 'partnerNameEnTooLong'),
  category: z.enum(PARTNER_CATEGORIES, { error: catalogueMessage('categoryRequired') }),
  logo: imageField('logoInvalid'),
  url,
  description: optionalText(PARTNER_LIMITS.description, 'descriptionTooLong'),
  descriptionEn: optionalText(PARTNER_LIMITS.descriptionEn, 'descriptionEnTooLong'),
  version: versionField,
});

export type PartnerInput = z.input<typeof partnerSchema>;
export type PartnerFields = z.output<typeof partnerSchema>;
