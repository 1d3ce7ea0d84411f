import type { ConsultantCardView, PartnerView } from '@/lib/people/views';
import { emailAddress, webAddress } from '@/lib/people/safe-links';
import type { ConsultantRow, PartnerRow } from './public';

/** The API's view of a consultant (both languages; no internal fields). */
export function consultantJson(c: ConsultantRow) {
  return {
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    title: c.title,
    titleEn: c.titleEn,
    expertise: c.expertise,
    expertiseEn: c.expertiseEn,
    bio: c.bio,
    bioEn: c.bioEn,
    photo: c.photo,
    email: emailAddress(c.email),
    phone: c.phone,
  };
}

/** The API's view of a partner (both languages; no internal fields). */
export function partnerJson(p: PartnerRow) {
  return { id: p.id, name: p.name, nameEn: p.nameEn, category: p.category, logo: p.logo, url: webAddress(p.url), description: p.description, descriptionEn: p.descriptionEn };
}

/** A consultant as a card, in the page's language. */
export function consultantCard(row: ConsultantRow, english: boolean): ConsultantCardView {
  return { id: row.id, name: (english && row.nameEn) || row.name, title: (english && row.titleEn) || row.title, photo: row.photo };
}

/** A partner as the pages show it, in the page's language (`untranslated`: no English description). */
export function partnerView(row: PartnerRow, english: boolean): PartnerView {
  return {
    id: row.id,
    name: (english && row.nameEn) || row.name,
    category: row.category,
    logo: row.logo,
    url: webAddress(row.url),
    description: (english && row.descriptionEn) || row.description,
    untranslated: english && !row.descriptionEn,
  };
}
