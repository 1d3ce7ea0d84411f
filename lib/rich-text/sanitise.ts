import { EDITOR_IMAGE_TYPES, EDITOR_LINK_PROTOCOLS } from '../constants';

/**
 * The editor's own checks of link addresses and image sources (docs/spec.md
 * §5.2), the same rules as the server's sanitiser
 * (server/rich-text/sanitise-html.ts) so that what the author sees is what is
 * stored. The server's are the law; these spare the author a surprise.
 */

/**
 * What a refused link points to in the editor: Quill's own "blank" address.
 * The server drops an href it refuses (about:blank included), keeping the text.
 */
export const BLANK_LINK = 'about:blank';

/** A scheme at the start ("https:", "mailto:", "javascript:"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A bare host name typed without its scheme ("www.example.com/path"): taken as https. */
const BARE_HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** "//host…", also with backslashes ("/\\host"), which browsers read as slashes. */
const AUTHORITY = /^[\\/]{2}/;
const PLACEHOLDER_BASE = 'https://relative.invalid/';

/**
 * A link's address if it may be kept, else BLANK_LINK. Only the scheme is
 * judged, as by the server: http, https, mailto or tel; a bare host name gets
 * https; an address without a scheme is a relative reference ("/hot", "./jobs",
 * "?id=7", "#part-2", kept as typed) or a protocol-relative "//host/path"
 * (written out plainly). Tabs and line breaks are removed and the ends trimmed
 * first, as browsers do; a colon in a relative path's first segment would be
 * read as a scheme, so it is refused.
 */
export function editorLinkHref(value: string): string {
  const text = value.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
  if (text === '') return BLANK_LINK;
  try {
    if (SCHEME.test(text) || BARE_HOST.test(text)) {
      const url = new URL(SCHEME.test(text) ? text : `https://${text}`);
      return (EDITOR_LINK_PROTOCOLS as readonly string[]).includes(url.protocol.slice(0, -1)) ? url.href : BLANK_LINK;
    }
    const url = new URL(text, PLACEHOLDER_BASE);
    if (AUTHORITY.test(text)) return `//${url.host}${url.pathname}${url.search}${url.hash}`;
    if (/^[^/?#]*:/.test(text)) return BLANK_LINK;
    return text.replace(/[\x00-\x20\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return BLANK_LINK;
  }
}

const DATA_IMAGE = new RegExp(`^data:(${EDITOR_IMAGE_TYPES.map((type) => type.replace(/[/+.-]/g, '\\$&')).join('|')});base64,[a-z0-9+/]+=*$`, 'i');
/** The site's own images: the public images folder and uploads. */
const SITE_IMAGE = /^\/(images|api\/uploads)\/[\w./-]+$/;

/** An image source if it is http(s), a data URL of an allowed image type, or an image of the site; null means the image is dropped. */
export function editorImageSrc(value: string): string | null {
  const src = value.trim();
  const compact = src.replace(/\s+/g, '');
  if (DATA_IMAGE.test(compact)) return compact;
  if (SITE_IMAGE.test(src) && !src.includes('..')) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** True for an image still held in the page as a data URL (pasted or dropped, not yet uploaded). */
export function isDataImage(src: string): boolean {
  return /^data:/i.test(src.trim());
}
