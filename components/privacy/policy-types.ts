import type { CopyItem } from '@/lib/page-copy';

/** One block of a policy section, as written in locales/<lang>/privacy.json. */
export type PolicyBlock =
  | { h: string }
  | { p: string }
  | { ul: string[] }
  | { items: CopyItem[] }
  | { contact: true };

export interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}
