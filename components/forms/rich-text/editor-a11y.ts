import { pickerItemLabel, toolbarLabel } from '@/lib/rich-text/toolbar';

type Translate = (key: string, values?: Record<string, string>) => string;

const PICKERS = ['header', 'font', 'size', 'color', 'background', 'align'] as const;

/**
 * Names for what Quill draws itself once it has taken over the toolbar: each
 * picker's button and each of its entries (Quill gives them a role and focus,
 * not a name); colour swatches are named by their colour.
 */
export function labelPickers(toolbar: HTMLElement, t: Translate): void {
  for (const format of PICKERS) {
    const picker = toolbar.querySelector<HTMLElement>(`.ql-picker.ql-${format}`);
    if (!picker) continue;
    picker.removeAttribute('aria-label');
    const name = toolbarLabel({ format, value: null });
    const button = picker.querySelector<HTMLElement>('.ql-picker-label');
    if (button && name) {
      button.setAttribute('aria-label', t(name.key));
      button.setAttribute('aria-haspopup', 'true');
    }
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      const label = pickerItemLabel(format, item.getAttribute('data-value') ?? '');
      if (label) item.setAttribute('aria-label', t(label.key, label.values));
    });
  }
}

/** The link tooltip's box: a name, and an example address instead of Quill's. */
export function labelLinkBox(container: HTMLElement, t: Translate): void {
  const box = container.querySelector<HTMLInputElement>('.ql-tooltip input[type="text"]');
  box?.setAttribute('aria-label', t('editor.tooltip.textbox'));
  box?.setAttribute('data-link', 'https://');
}

/** The editing area as a labelled multi-line text box. */
export function labelEditingArea(root: HTMLElement, labelId: string): void {
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', labelId);
}
