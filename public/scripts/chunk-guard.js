/*
 * Chunk-load failure guard for the page shell. When a script or stylesheet of
 * the app (under /_next/static/) fails to load, typically after a deploy, the
 * page reloads itself once, and at most once per 60 000 ms; the time stamp is
 * kept in sessionStorage under the key the app's own guard uses
 * (lib/chunk-reload.ts, same key and window: see lib/constants.ts).
 */
(function (win, doc) {
  'use strict';
  var KEY = 'tmz:chunk-reload-at';
  var WINDOW_MS = 60000;

  function claimReload(now) {
    var last = NaN;
    try {
      last = Number(win.sessionStorage.getItem(KEY));
    } catch (ignored) { /* storage unavailable */ }
    if (isFinite(last) && last > 0 && now - last < WINDOW_MS) return false;
    try {
      win.sessionStorage.setItem(KEY, String(now));
    } catch (ignored) { /* storage unavailable */ }
    return true;
  }

  function assetUrl(el) {
    if (!el || !el.tagName) return '';
    var tag = el.tagName.toLowerCase();
    if (tag === 'script') return el.src || '';
    if (tag === 'link' && /stylesheet|preload/.test(el.rel || '')) return el.href || '';
    return '';
  }

  doc.addEventListener(
    'error',
    function (event) {
      var url = assetUrl(event.target);
      if (url.indexOf('/_next/static/') === -1) return;
      if (claimReload(Date.now())) win.location.reload();
    },
    true
  );
})(window, document);
