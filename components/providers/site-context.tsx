import { createContext, useContext } from 'react';
import type { SiteConfig } from '@/lib/site-config';

const SiteContext = createContext<SiteConfig | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site configuration the server injected into this page. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside a page that loaded the site configuration');
  return site;
}

/** Like useSite(), for pieces that also render on pages without it (error pages). */
export function useOptionalSite(): SiteConfig | null {
  return useContext(SiteContext);
}
