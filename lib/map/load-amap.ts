import type { MapConfig } from '@/lib/site-config';
import type { AMapNamespace } from './amap-types';
import { AMAP_PLUGINS, AMAP_VERSION } from './constants';

/**
 * Loads the AMap JS API through AMap's own loader (@amap/amap-jsapi-loader).
 * The loader throws when imported outside a browser, so it is imported here,
 * on demand; once its script has failed it refuses every later call for the
 * life of the page, which the caller treats like any failure (static map).
 */

export type SecurityConfig = { securityJsCode: string } | { serviceHost: string };

interface AMapWindow extends Window {
  _AMapSecurityConfig?: SecurityConfig;
}

interface AMapLoader {
  load(options: { key: string; version: string; plugins: string[] }): Promise<unknown>;
}

export type ImportLoader = () => Promise<{ default: AMapLoader }>;

const importLoader: ImportLoader = () => import('@amap/amap-jsapi-loader');

/** The security setting AMap reads before its script runs: a proxy path when one is set, else the security code. */
export function securityConfig(config: Pick<MapConfig, 'securityCode' | 'serviceHost'>): SecurityConfig {
  return config.serviceHost ? { serviceHost: config.serviceHost } : { securityJsCode: config.securityCode };
}

/** Why the map could not load, as an Error (the loader rejects with strings and script error events). */
export class MapLoadError extends Error {
  constructor(reason: unknown) {
    super(reason instanceof Error ? reason.message : typeof reason === 'string' && reason ? reason : 'AMap could not be loaded');
    this.name = 'MapLoadError';
  }
}

/** Resolves with `window.AMap`; rejects with a MapLoadError. Call only with a key (no key: no live map). */
export async function loadAMap(config: MapConfig, win: Window = window, load: ImportLoader = importLoader): Promise<AMapNamespace> {
  if (!config.key) throw new MapLoadError('No AMap key is configured');
  (win as AMapWindow)._AMapSecurityConfig = securityConfig(config);
  try {
    const loader = (await load()).default;
    const namespace = await loader.load({ key: config.key, version: AMAP_VERSION, plugins: [...AMAP_PLUGINS] });
    if (!namespace || (typeof namespace !== 'object' && typeof namespace !== 'function')) throw new MapLoadError('The AMap script defined no AMap');
    return namespace as AMapNamespace;
  } catch (error) {
    throw error instanceof MapLoadError ? error : new MapLoadError(error);
  }
}
