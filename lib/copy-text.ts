/**
 * Copies `text` to the clipboard. Where the Clipboard API is missing or
 * refused (plain http, older WebViews), selects the text shown in `shown`
 * and tries the old copy command; if even that fails the text stays selected
 * for the visitor to copy.
 */

export type CopyOutcome = 'copied' | 'selected' | 'failed';

export async function copyText(text: string, shown: HTMLElement | null, doc: Document = document): Promise<CopyOutcome> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, not focused): select it instead.
    }
  }
  if (!shown) return 'failed';
  const selection = doc.getSelection();
  if (!selection) return 'failed';
  const range = doc.createRange();
  range.selectNodeContents(shown);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    if (typeof doc.execCommand === 'function' && doc.execCommand('copy')) return 'copied';
  } catch {
    // Not supported: the selection is the fallback.
  }
  return 'selected';
}
