/** What the pages that show consultants and partners receive (in the page's language where an English form exists). */

export interface ConsultantCardView {
  id: number;
  name: string;
  title: string;
  photo: string | null;
}

export interface ConsultantDetailView extends ConsultantCardView {
  expertise: string[];
  bio: string;
  /** On an English page, whether expertise and bio are still Chinese only (marked lang="zh-CN"). */
  untranslated: boolean;
  phone: string | null;
  email: string | null;
  /** SVG QR code of the consultant's vCard. */
  vcardQr: string;
  /** The vCard itself, offered as a download. */
  vcard: string;
}

/** A partner in the home page's logo grid. */
export type PartnerLogoView = Pick<PartnerView, 'id' | 'name' | 'logo'>;

export type PartnerCategory = 'brand' | 'factory' | 'provider' | 'retailer' | 'media' | 'association';

export interface PartnerView {
  id: number;
  name: string;
  category: PartnerCategory;
  logo: string | null;
  url: string | null;
  description: string;
  /** On an English page, whether the description is still Chinese only (marked lang="zh-CN"). */
  untranslated: boolean;
}

/** Home section 5 and /home/page-5. */
export interface PeopleProps extends Record<string, unknown> {
  consultants: ConsultantCardView[];
  partners: PartnerView[];
}
