import Head from 'next/head';
import { useRouter } from 'next/router';
import { useOptionalSite } from '@/components/providers/site-context';
import { DEFAULT_LOCALE, localePrefix, toLocale } from '@/lib/i18n';
import { SHARE_LOGO_PATH } from '@/lib/site/structured-data';


/**
 * Title, description, canonical link, language alternates and Open Graph tags
 * of a page. `path` is the page's canonical path without locale ("/" for home,
 * which `/home` also uses). The home page's title is "<site name>官网".
 */
export function Seo({
  title,
  description,
  path,
  home = false,
  type = 'website',
  noindex = false,
  image,
}: {
  title: string;
  description: string;
  path: string;
  home?: boolean;
  type?: 'website' | 'article';
  /**
   * Pages of one account (account, exhibitor centre): kept out of search
   * engines. 'follow': not indexed, but its links are followed (search results).
   */
  noindex?: boolean | 'follow';
  /**
   * The page's picture (a path of the site or an address): og:image, and the card WeChat shows when shared.
   * Without one, the site's emblem (a 300 × 300 PNG: WeChat and most link previews take no SVG).
   */
  image?: string | null;
}) {
  const site = useOptionalSite();
  const { locale } = useRouter();
  const lang = toLocale(locale);
  const english = lang === 'en';
  const siteName = site ? (english ? site.nameEn : site.name) : '';
  const fullTitle = home
    ? english
      ? `${siteName} Official Website`
      : `${siteName}官网`
    : siteName
      ? `${title} - ${siteName}`
      : title;
  const origin = site?.url ?? '';
  const picture = image || SHARE_LOGO_PATH;
  const url = (l: typeof lang) => `${origin}${localePrefix(l)}${path === '/' && l !== DEFAULT_LOCALE ? '' : path}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content={noindex === 'follow' ? 'noindex, follow' : 'noindex, nofollow'} /> : null}
      <link rel="canonical" href={url(lang)} />
      <link rel="alternate" hrefLang="zh-CN" href={url('zh-CN')} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="x-default" href={url('zh-CN')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:url" content={url(lang)} />
      <meta property="og:locale" content={english ? 'en_US' : 'zh_CN'} />
      <meta property="og:image" content={picture.startsWith('/') ? `${origin}${picture}` : picture} />
    </Head>
  );
}
