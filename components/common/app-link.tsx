import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@/lib/navigate';
import { isLocalPath } from '@/lib/redirect';

/**
 * A link for the site's own pages: a plain <a> with the locale prefix, which
 * navigates through the router on an ordinary click (so transitions, the
 * progress bar and hash scroll apply; a click on the page shown now does
 * nothing but report it, lib/navigate.ts) and prefetches the page on hover, focus
 * or touch. It does what next/link does for us at a fraction of its size, which
 * keeps every page inside the first-load JavaScript budget (bench/README.md).
 */

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Link to the same path in another locale (the language switch). */
  locale?: string;
};

export function localizedHref(href: string, locale: string | undefined, defaultLocale: string | undefined): string {
  if (!isLocalPath(href) || !locale || locale === defaultLocale) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export function AppLink({ href, locale, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const router = useRouter();
  const local = isLocalPath(href);
  const targetLocale = locale ?? router.locale;
  const prefetch = () => {
    if (local && process.env.NODE_ENV === 'production') void router.prefetch(href, undefined, { locale: targetLocale }).catch(() => undefined);
  };
  return (
    <a
      {...rest}
      href={localizedHref(href, targetLocale, router.defaultLocale)}
      onClick={(event) => {
        onClick?.(event);
        if (!local || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(router, href, { locale: targetLocale });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
