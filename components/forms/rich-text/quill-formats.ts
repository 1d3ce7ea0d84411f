import Quill from 'quill';
import Header from 'quill/formats/header.js';
import Image from 'quill/formats/image.js';
import IndentClass from 'quill/formats/indent.js';
import Link from 'quill/formats/link.js';
import Delta from 'quill-delta';
import { EDITOR_FONTS, EDITOR_HEADER_LEVELS, EDITOR_INDENT_LEVELS, EDITOR_LINK_PROTOCOLS, EDITOR_SIZES } from '@/lib/constants';
import { editorImageSrc, editorLinkHref } from '@/lib/rich-text/sanitise';

/**
 * Quill's formats narrowed to the editor's rules, registered once when the
 * editor's chunk loads: headings 1–3, font and size as classes (ql-font-*,
 * ql-size-*: what the server's allowlist keeps) with their whitelists, indent
 * levels 1–8, links with http/https/mailto/tel or relative addresses only
 * (others point to about:blank, which the server turns into plain text), images with
 * http/https/data or the site's own sources only (others are dropped).
 */

const Parchment = Quill.import('parchment');

class SafeLink extends Link {
  static PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];

  static sanitize(url: string): string {
    return editorLinkHref(url);
  }
}

class SafeImage extends Image {
  /** An unsafe source leaves an image without one: the server drops such an image (pasted ones are dropped before, see below). */
  static sanitize(url: string): string {
    return editorImageSrc(url) ?? '';
  }
}

class Heading extends Header {
  static tagName = EDITOR_HEADER_LEVELS.map((level) => `H${level}`);
}

const fontClass = new Parchment.ClassAttributor('font', 'ql-font', { scope: Parchment.Scope.INLINE, whitelist: [...EDITOR_FONTS] });
const sizeClass = new Parchment.ClassAttributor('size', 'ql-size', { scope: Parchment.Scope.INLINE, whitelist: [...EDITOR_SIZES] });
/** Quill's own indent attributor (it knows "+1" and "-1"), made again with the levels of lib/constants. */
const IndentAttributor = IndentClass.constructor as new (...args: ConstructorParameters<typeof Parchment.ClassAttributor>) => typeof IndentClass;
const indentClass = new IndentAttributor('indent', 'ql-indent', { scope: Parchment.Scope.BLOCK, whitelist: EDITOR_INDENT_LEVELS.map(String) });

let registered = false;

export function registerEditorFormats(): void {
  if (registered) return;
  registered = true;
  Quill.register(
    {
      'formats/link': SafeLink,
      'formats/image': SafeImage,
      'formats/header': Heading,
      'attributors/class/font': fontClass,
      'formats/font': fontClass,
      'attributors/class/size': sizeClass,
      'formats/size': sizeClass,
      'formats/indent': indentClass,
    },
    true,
  );
}

/** Clipboard matcher: a pasted image whose source the rules refuse is left out altogether. */
export function dropUnsafeImage(node: Node, delta: Delta): Delta {
  const src = node instanceof HTMLImageElement ? node.getAttribute('src') : null;
  return src !== null && editorImageSrc(src) !== null ? delta : new Delta();
}
