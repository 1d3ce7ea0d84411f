/*
 * Root font size (rem scaling), run in <head> before first paint so nothing shifts.
 * Phones narrower than 414 px scale the root size between 14 px (at 320 px) and
 * 16 px (at 414 px and above); wider screens keep 16 px. The stylesheet sets the
 * same 16 px default, so without this script the layout is merely unscaled.
 */
(function (win, doc) {
  'use strict';
  var MIN_WIDTH = 320;
  var MAX_WIDTH = 414;
  var MIN_SIZE = 14;
  var MAX_SIZE = 16;

  function rootSizeFor(width) {
    if (!(width > 0)) return MAX_SIZE;
    var clamped = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width));
    var size = MIN_SIZE + ((clamped - MIN_WIDTH) * (MAX_SIZE - MIN_SIZE)) / (MAX_WIDTH - MIN_WIDTH);
    return Math.round(size * 100) / 100;
  }

  function apply() {
    var html = doc.documentElement;
    var width = html.clientWidth || win.innerWidth;
    html.style.fontSize = rootSizeFor(width) + 'px';
  }

  apply();
  var pending = 0;
  win.addEventListener('resize', function () {
    if (pending) return;
    pending = win.setTimeout(function () {
      pending = 0;
      apply();
    }, 100);
  });
  win.addEventListener('orientationchange', apply);
  win.__tmzRootSizeFor = rootSizeFor;
})(window, document);
