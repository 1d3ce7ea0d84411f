import type { AMapGeolocation, AMapLngLat } from './amap-types';

/**
 * One "locate me" attempt through AMap.Geolocation, raced against our own
 * timer: the plugin's own time-out does not cover every way it can hang (a
 * permission prompt left open, a network position that never answers), so
 * after `timeoutMs` the attempt is over whatever the plugin does later.
 */

export type LocateOutcome =
  | { kind: 'found'; position: AMapLngLat }
  | { kind: 'denied' }
  | { kind: 'failed' }
  | { kind: 'timeout' };

const DENIED = /denied|not allowed/i;

export function locate(geolocation: AMapGeolocation, timeoutMs: number): Promise<LocateOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: LocateOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), timeoutMs);
    try {
      geolocation.getCurrentPosition((status, result) => {
        if (status === 'complete' && result.position) settle({ kind: 'found', position: result.position });
        else if (DENIED.test(`${result.message ?? ''} ${result.info ?? ''}`)) settle({ kind: 'denied' });
        else settle({ kind: 'failed' });
      });
    } catch {
      settle({ kind: 'failed' });
    }
  });
}
