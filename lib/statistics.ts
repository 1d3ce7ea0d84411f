/**
 * Visitor statistics (Baidu Tongji style): the script loads only when a site id
 * is configured, and each client-side route change records a page view.
 */

export const STATISTICS_ORIGIN = 'https://hm.baidu.com';

type Command = [string, ...unknown[]];
interface StatisticsWindow extends Window {
  _hmt?: Command[];
}

export function statisticsScriptUrl(siteId: string): string {
  return `${STATISTICS_ORIGIN}/hm.js?${encodeURIComponent(siteId)}`;
}

/** Adds the script once; returns false (and does nothing) without an id. */
export function loadStatistics(siteId: string | undefined, win: Window = window): boolean {
  if (!siteId) return false;
  const w = win as StatisticsWindow;
  w._hmt = w._hmt ?? [];
  const doc = win.document;
  const src = statisticsScriptUrl(siteId);
  if (doc.querySelector(`script[src="${src}"]`)) return true;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  doc.head.appendChild(script);
  return true;
}

/** Queues a page view for the statistics script (it reads the queue when it loads). */
export function trackPageView(path: string, win: Window = window): void {
  const w = win as StatisticsWindow;
  if (!w._hmt) return;
  w._hmt.push(['_trackPageview', path]);
}
