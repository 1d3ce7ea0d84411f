import { EDITOR_IMAGE_TYPES, EDITOR_LINK_PROTOCOLS } from './constants';

/**
 * The editor's own checks of link addresses and image sources (SPEC.md
 * section 5), the same rules as the server's sanitiser
 * (server/content/sanitise-html.ts) so that what the author sees is what is
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

/** A link's address if its protocol is http, https, mailto or tel (a bare host name gets https), else BLANK_LINK. */
export function editorLinkHref(value: string): string {
  const text = value.trim();
  const candidate = SCHEME.test(text) ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return BLANK_LINK;
  try {
    const url = new URL(candidate);
    return (EDITOR_LINK_PROTOCOLS as readonly string[]).includes(url.protocol.slice(0, -1)) ? url.href : BLANK_LINK;
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
