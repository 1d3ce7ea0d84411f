import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { EDITOR_FONTS, EDITOR_IMAGE_ALT_MAX, EDITOR_IMAGE_TYPES, EDITOR_INDENT_LEVELS, EDITOR_LINK_PROTOCOLS, EDITOR_SIZES } from '@/lib/constants';

/**
 * The server's allowlist for stored HTML (article bodies, activity
 * descriptions): exactly the formats the editor's toolbar makes, and nothing
 * that runs. The editor's own checks are a convenience; these are the law.
 * Bump SANITISE_RULES_VERSION whenever a change could alter a body the older
 * rules cleaned (stricter rules, another form of something kept): bodies stored
 * under an older version are sanitised again when they are read. (Keeping
 * relative links did not: the links version 1 kept come out the same.)
 * Version 2: every image has an alt attribute (empty when the author gave none).
 * Version 3: an image's alt keeps at most EDITOR_IMAGE_ALT_MAX characters (the editor's limit), cut there.
 */
export const SANITISE_RULES_VERSION = 3;

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'li'] as const;
const INLINE_TAGS = ['span', 'strong', 'em', 'u', 's', 'a'] as const;

const indent = new RegExp(`^ql-indent-(${EDITOR_INDENT_LEVELS.join('|')})$`);
const align = /^ql-align-(center|right|justify)$/;
const font = new RegExp(`^ql-font-(${EDITOR_FONTS.join('|')})$`);
const size = new RegExp(`^ql-size-(${EDITOR_SIZES.join('|')})$`);
/** The colour pickers' values: hex, or rgb()/rgba() as browsers report them. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
/** An image as a data URL: one of the allowed types, base64. */
const DATA_IMAGE = new RegExp(`^data:(${EDITOR_IMAGE_TYPES.map((type) => type.replace(/[/+.-]/g, '\\$&')).join('|')});base64,[a-z0-9+/]+=*$`, 'i');
/** Images the site serves itself: the public images folder and uploads. */
const SITE_IMAGE = /^\/(images|api\/uploads)\/[\w./-]+$/;

/** A scheme at the start ("https:", "mailto:", "javascript:"), as the URL parser finds one. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** "//host…", also with backslashes ("/\\host", "\\\\host"), which browsers read as slashes in a web page's links. */
const AUTHORITY = /^[\\/]{2}/;
/** Relative references are parsed against this to check them; only the host of a "//host" one is taken from the result. */
const PLACEHOLDER_BASE = 'https://relative.invalid/';

/**
 * A link's address as browsers read it: tabs and line breaks removed wherever
 * they are ("java\tscript:"), C0 controls and spaces trimmed at either end.
 */
function asBrowsersRead(href: string): string {
  return href.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
}

/**
 * A link's address if it may be kept, else null: the link becomes plain text.
 * Only the scheme is judged: with one, it must be http, https, mailto or tel
 * (written out as the URL parser normalises it); without one, the address is
 * a relative reference — a path, query or fragment ("/hot", "./jobs", "?id=7",
 * "#part-2"), kept as written with control characters and spaces
 * percent-encoded, or a protocol-relative "//host/path", written out plainly
 * (without user name or password, backslashes read as slashes). A colon in
 * the first segment of a relative path would be read as a scheme (RFC 3986
 * section 4.2: "%6Aavascript:…"), so such a reference is refused.
 */
export function safeLinkHref(href: string): string | null {
  const value = asBrowsersRead(href);
  if (value === '') return null;
  try {
    if (SCHEME.test(value)) {
      const url = new URL(value);
      return (EDITOR_LINK_PROTOCOLS as readonly string[]).includes(url.protocol.slice(0, -1)) ? url.href : null;
    }
    const url = new URL(value, PLACEHOLDER_BASE);
    if (AUTHORITY.test(value)) return `//${url.host}${url.pathname}${url.search}${url.hash}`;
    if (/^[^/?#]*:/.test(value)) return null;
    return value.replace(/[\x00-\x20\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return null;
  }
}

/** True when a kept link leaves the site (another origin over http or https): it then opens in a new tab, marked. */
export function leavesSite(href: string, siteOrigin: string): boolean {
  const url = new URL(href, `${siteOrigin}/`);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin;
}

/** An image source if it is http(s), a data URL of an allowed image type, or an image of the site, else null: the image is dropped. */
export function safeImageSrc(src: string): string | null {
  const value = src.trim();
  if (DATA_IMAGE.test(value.replace(/\s+/g, ''))) return value.replace(/\s+/g, '');
  if (SITE_IMAGE.test(value) && !value.includes('..')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function options(siteOrigin: string): IOptions {
  const blockClasses = [align, indent];
  const inlineClasses = [font, size];
  return {
    allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, 'br', 'ol', 'ul', 'img'],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'class', 'style'],
      img: ['src', 'alt', 'width', 'height'],
      li: ['class', { name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
      ...Object.fromEntries(BLOCK_TAGS.filter((tag) => tag !== 'li').map((tag) => [tag, ['class']])),
      ...Object.fromEntries(INLINE_TAGS.filter((tag) => tag !== 'a').map((tag) => [tag, ['class', 'style']])),
    },
    allowedClasses: {
      ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, blockClasses])),
      ...Object.fromEntries(INLINE_TAGS.map((tag) => [tag, inlineClasses])),
    },
    allowedStyles: Object.fromEntries(INLINE_TAGS.map((tag) => [tag, { color: COLOUR, 'background-color': COLOUR }])),
    // Schemes are checked again here (after entity decoding); the transforms below are stricter still.
    allowedSchemes: [...EDITOR_LINK_PROTOCOLS],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    // "//host/path" links are kept (safeLinkHref writes them out plainly); an image's are not (safeImageSrc).
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    // Tags whose content is dropped with them, not kept as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? null : safeLinkHref(attribs.href);
        // target and rel are the server's to set.
        const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => !['href', 'target', 'rel'].includes(name)));
        if (!href) return { tagName, attribs: rest };
        return {
          tagName,
          attribs: leavesSite(href, siteOrigin) ? { ...rest, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : { ...rest, href },
        };
      },
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? null : safeImageSrc(attribs.src);
        const dimension = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? { value } : null);
        const width = dimension(attribs.width);
        const height = dimension(attribs.height);
        return {
          tagName,
          attribs: {
            ...(src ? { src } : {}),
            // An image given no words is decorative to screen readers (alt=""), as HTML requires every img to say;
            // words past the editor's limit are cut (counted in characters, so none is split in two).
            alt: Array.from(attribs.alt ?? '').slice(0, EDITOR_IMAGE_ALT_MAX).join(''),
            ...(width ? { width: width.value } : {}),
            ...(height ? { height: height.value } : {}),
          },
        };
      },
    },
    // An image without a usable source goes altogether.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

const cache = new Map<string, IOptions>();

/** Cleans stored HTML with the rules above; `siteOrigin` tells the site's own links from external ones. */
export function sanitiseHtml(html: string, siteOrigin: string): string {
  let rules = cache.get(siteOrigin);
  if (!rules) {
    rules = options(siteOrigin);
    cache.set(siteOrigin, rules);
  }
  return sanitizeHtml(html, rules);
}
