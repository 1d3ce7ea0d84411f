import type { Audience, RouteKey } from '@/lib/routes';

/**
 * Where each audience page's call to action leads, first link primary. Their
 * labels are `<audience>.cta.actions.<route key>` in the audience namespace.
 */
export const CTA_ACTIONS: Record<Audience, readonly RouteKey[]> = {
  brand: ['authorBrand', 'contact'],
  factory: ['authorFactory', 'contact'],
  provider: ['authorProvider', 'contact'],
  retailer: ['authorRetailer', 'contact'],
  tmz: ['activities', 'exhibitorLogin'],
};
