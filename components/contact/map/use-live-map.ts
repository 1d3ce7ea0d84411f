import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { MAP_IDLE_TIMEOUT_MS, MAP_LOAD_TIMEOUT_MS } from '@/lib/map/constants';
import { whenIdle } from '@/lib/map/when-idle';
import type { LiveMapProps } from './live-map';

/**
 * Where the contact page's live map is: `static` (the server's picture, and
 * all there is without a key), `loading`, `ready` or `failed` (the picture
 * again, with a note). With a key, loading starts once the page has hydrated
 * and the browser is idle: the map's own chunk (./live-map, with the AMap
 * loader behind it) is imported then, never as part of the page's first load.
 * Whatever has not become ready MAP_LOAD_TIMEOUT_MS later counts as failed.
 */

export type MapPhase = 'static' | 'loading' | 'ready' | 'failed';

export interface LiveMapState {
  phase: MapPhase;
  /** The loaded chunk's component, while it may still become (or is) the map. */
  LiveMap: ComponentType<LiveMapProps> | null;
  onReady(): void;
  onFailed(): void;
}

export function useLiveMap(enabled: boolean): LiveMapState {
  const [phase, setPhase] = useState<MapPhase>('static');
  const [LiveMap, setLiveMap] = useState<ComponentType<LiveMapProps> | null>(null);
  const deadline = useRef<number | undefined>(undefined);

  const finish = useCallback((outcome: 'ready' | 'failed') => {
    window.clearTimeout(deadline.current);
    deadline.current = undefined;
    // Only a load in progress ends: a late "ready" after the time-out changes nothing.
    setPhase((current) => (current === 'loading' ? outcome : current));
    if (outcome === 'failed') setLiveMap(null);
  }, []);
  const onReady = useCallback(() => finish('ready'), [finish]);
  const onFailed = useCallback(() => finish('failed'), [finish]);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const cancelIdle = whenIdle(() => {
      setPhase('loading');
      deadline.current = window.setTimeout(() => finish('failed'), MAP_LOAD_TIMEOUT_MS);
      import('./live-map').then(
        (chunk) => {
          if (active) setLiveMap(() => chunk.LiveMap);
        },
        () => {
          if (active) finish('failed');
        },
      );
    }, MAP_IDLE_TIMEOUT_MS);
    return () => {
      active = false;
      cancelIdle();
      window.clearTimeout(deadline.current);
    };
  }, [enabled, finish]);

  return { phase, LiveMap, onReady, onFailed };
}
