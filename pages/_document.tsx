import { Head, Html, Main, NextScript } from 'next/document';

/**
 * The page shell. `lang` is left to Next (it sets it per locale). The three
 * shell scripts are files (the Content-Security-Policy allows no inline script)
 * and run in <head> before first paint: the chunk-load guard must see chunk
 * failures, the root-font-size script must size the page before it is drawn.
 */
export default function Document() {
  return (
    <Html>
      <Head>
        <meta name="renderer" content="webkit" />
        {/* The one value HTML allows (old IE's Chrome Frame, "chrome=1", is long gone). */}
        <meta httpEquiv="X-UA-Compatible" content="IE=edge" />
        {/*
          docs/spec.md §1.2's no-cache hints, for old browsers and WebViews that read them. HTML has no valid form of
          these three (http-equiv allows none of them; the real caching rules are the HTTP headers): the
          Nu HTML Checker's messages for them are the documented exceptions of e2e/standards.spec.ts.
        */}
        <meta httpEquiv="Cache-Control" content="no-cache, no-store, must-revalidate" />
        <meta httpEquiv="Pragma" content="no-cache" />
        <meta httpEquiv="Expires" content="0" />
        <meta name="format-detection" content="telephone=no" />
        <meta name="theme-color" content="#1a56db" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script src="/scripts/chunk-guard.js" />
        <script src="/scripts/rem.js" />
        <script src="/scripts/compat.js" defer />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
