import Quill from 'quill';
import type { Range } from 'quill';
import type Keyboard from 'quill/modules/keyboard.js';
import { imagePositions, imageSources } from '@/lib/rich-text/images';

/**
 * An image's description in the document: Quill's image keeps `alt` among its
 * attributes, so it is set with formatText on the image (every copy of it) as
 * the author's change: the editor then reports the new HTML like any edit, and
 * undo takes it back. And the editor's Tab key, which leads to the panel asking
 * for descriptions while it is there.
 */

/** Gives the image of `src` its description (none removes it); false when the image is no longer in the document. */
export function describeImage(quill: Quill, src: string, description: string): boolean {
  const positions = imagePositions(quill.getContents().ops, src);
  for (const at of positions) quill.formatText(at, 1, { alt: description || false }, 'user');
  return positions.length > 0;
}

/** The images of `sources` still in the document (an image deleted or undone meanwhile is left out). */
export function imagesStillIn(quill: Quill, sources: readonly string[]): string[] {
  const present = new Set(imageSources(quill.getContents().ops));
  return sources.filter((src) => present.has(src));
}

type Binding = (typeof Keyboard.DEFAULTS.bindings)[string];
type BindingObject = Exclude<Binding, string | number>;

/**
 * Quill's own Tab binding replaced (modules.keyboard.bindings.tab): while the
 * panel's text box (`boxId`) is there, Tab moves to it; otherwise Tab inserts
 * a tab as Quill does.
 */
export function tabToDescription(boxId: string): BindingObject {
  const quillTab = (Quill.import('modules/keyboard') as typeof Keyboard).DEFAULTS.bindings.tab;
  return {
    key: 'Tab',
    handler(range: Range, context, binding) {
      const box = document.getElementById(boxId);
      if (box) {
        box.focus();
        return false;
      }
      return typeof quillTab === 'object' && quillTab.handler ? quillTab.handler.call(this, range, context, binding) : true;
    },
  };
}
