/*
 * Browser compatibility check. Browsers without the features the site needs
 * (old IE, very old WebViews) get a notice asking them to upgrade instead of a
 * broken page. Written in ES5 so that those browsers can run it.
 */
(function (win, doc) {
  'use strict';
  function supported() {
    try {
      return (
        typeof win.Promise === 'function' &&
        typeof win.fetch === 'function' &&
        typeof Object.assign === 'function' &&
        typeof win.Symbol === 'function' &&
        typeof win.IntersectionObserver === 'function' &&
        !!(win.CSS && win.CSS.supports && win.CSS.supports('display', 'grid'))
      );
    } catch (ignored) {
      return false;
    }
  }

  if (supported()) return;

  var english = /^en/i.test(doc.documentElement.getAttribute('lang') || '');
  var text = english
    ? 'Your browser is too old to show this site properly. Please upgrade to a current version of Chrome, Edge, Firefox or Safari, or switch your browser to its fast (Chromium) mode.'
    : '您的浏览器版本过低，无法正常浏览本站。请升级到最新版的 Chrome、Edge、Firefox 或 Safari，或将浏览器切换为极速模式。';

  function show() {
    if (doc.getElementById('compat-notice')) return;
    var notice = doc.createElement('div');
    notice.id = 'compat-notice';
    notice.setAttribute('role', 'alert');
    notice.style.cssText =
      'position:relative;z-index:10000;padding:12px 16px;background:#fff4e5;color:#663c00;font-size:14px;line-height:1.6;text-align:center;border-bottom:1px solid #f5c27a';
    notice.appendChild(doc.createTextNode(text));
    doc.body.insertBefore(notice, doc.body.firstChild);
  }

  if (doc.body) show();
  else doc.addEventListener('DOMContentLoaded', show);
})(window, document);
