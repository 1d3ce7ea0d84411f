import type { CompanyProduct, CompanyProfile, CompanyProfileInput } from '@/lib/companies/profile-schema';

/**
 * The profile form's state: every field as typed (text), products with a key that survives reordering. Kept
 * in React state, so what was typed stays through an error; sent as the API's input.
 */

export interface ProductDraft {
  key: string;
  name: string;
  nameEn: string;
  picture: string;
  summary: string;
  summaryEn: string;
  categoryId: string;
}

export interface ProfileDraft {
  nameEn: string;
  logo: string;
  summary: string;
  summaryEn: string;
  introduction: string;
  introductionEn: string;
  province: string;
  city: string;
  foundedYear: string;
  sizeBand: string;
  website: string;
  contactChannel: string;
  contactValue: string;
  categoryIds: number[];
  capacity: string;
  processes: string;
  services: string;
  products: ProductDraft[];
}

export type TextField = Exclude<keyof ProfileDraft, 'categoryIds' | 'products'>;
export type ProductTextField = Exclude<keyof ProductDraft, 'key'>;

let keyCount = 0;
export const newProductKey = () => {
  keyCount += 1;
  return `p${keyCount}`;
};

export function productDraft(product?: CompanyProduct): ProductDraft {
  return {
    key: newProductKey(),
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    picture: product?.picture ?? '',
    summary: product?.summary ?? '',
    summaryEn: product?.summaryEn ?? '',
    categoryId: product?.categoryId == null ? '' : String(product.categoryId),
  };
}

export function draftOf(profile: CompanyProfile): ProfileDraft {
  return {
    nameEn: profile.nameEn,
    logo: profile.logo,
    summary: profile.summary,
    summaryEn: profile.summaryEn,
    introduction: profile.introduction,
    introductionEn: profile.introductionEn,
    province: profile.province,
    city: profile.city,
    foundedYear: profile.foundedYear === null ? '' : String(profile.foundedYear),
    sizeBand: profile.sizeBand ?? '',
    website: profile.website,
    contactChannel: profile.contactChannel ?? '',
    contactValue: profile.contactValue,
    categoryIds: [...profile.categoryIds],
    capacity: profile.capacity,
    processes: profile.processes.join('\n'),
    services: profile.services.join('\n'),
    products: profile.products.map(productDraft),
  };
}

export function inputOf(draft: ProfileDraft, version: string): CompanyProfileInput {
  return {
    ...draft,
    products: draft.products.map((product) => ({
      name: product.name,
      nameEn: product.nameEn,
      picture: product.picture,
      summary: product.summary,
      summaryEn: product.summaryEn,
      categoryId: product.categoryId,
    })),
    version,
  } as CompanyProfileInput;
}
