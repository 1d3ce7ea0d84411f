import { EDITOR_FONTS, EDITOR_HEADER_LEVELS, EDITOR_HISTORY_DELAY_MS, EDITOR_HISTORY_MAX_STACK, EDITOR_SIZES } from '../constants';

/**
 * The editor's configuration as plain data (docs/spec.md §5.2 and §9):
 * the toolbar, the formats the editor keeps (everything else pasted in is
 * dropped, as the server would drop it), the undo history, and the name of each
 * toolbar control for screen readers (Quill's own buttons have none).
 */

/** The 35 swatches of the colour pickers (Quill's palette: 7 columns × 5 rows). */
export const EDITOR_COLOURS = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
] as const;

/** A toolbar control: a button (its format), a button with a value, or a picker with its entries. */
export type ToolbarItem = string | Record<string, string | readonly (string | number | false)[]>;

/** Groups of controls. Picker entries: `false` is the default one (normal text, default font, normal size, left alignment). */
export const EDITOR_TOOLBAR: readonly (readonly ToolbarItem[])[] = [
  [{ header: [...EDITOR_HEADER_LEVELS, false] }],
  [{ font: [false, ...EDITOR_FONTS] }, { size: [EDITOR_SIZES[0], false, ...EDITOR_SIZES.slice(1)] }],
  [{ color: [...EDITOR_COLOURS] }, { background: [...EDITOR_COLOURS] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [false, 'center', 'right', 'justify'] }],
  ['link', 'image'],
  ['clean'],
];

/** The entry a colour picker starts on (choosing it removes the colour again): black text, white highlight. */
export const DEFAULT_SWATCH: Record<string, string> = { color: '#000000', background: '#ffffff' };

/** The formats the editor accepts, typed or pasted: exactly the toolbar's. */
export const EDITOR_FORMATS = [
  'header',
  'font',
  'size',
  'color',
  'background',
  'bold',
  'italic',
  'underline',
  'strike',
  'list',
  'indent',
  'align',
  'link',
  'image',
] as const;

/** Undo merges edits made within 1000 ms and keeps at most 100 steps; only the author's own edits are undone. */
export const EDITOR_HISTORY = { delay: EDITOR_HISTORY_DELAY_MS, maxStack: EDITOR_HISTORY_MAX_STACK, userOnly: true } as const;

/** A control of the toolbar as Quill draws it: its format (the `ql-*` class) and, for a button or picker entry, its value. */
export interface ToolbarControl {
  format: string;
  value: string | null;
}

/** Keys of `publish:editor.toolbar.*` and their values. */
export interface ToolbarLabel {
  key: string;
  values?: Record<string, string>;
}

const BUTTONS: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  link: 'link',
  image: 'image',
  clean: 'clean',
};

/** The name of a toolbar button, or of a picker's own button when `value` is null. */
export function toolbarLabel({ format, value }: ToolbarControl): ToolbarLabel | null {
  const button = BUTTONS[format];
  if (button) return { key: `editor.toolbar.${button}` };
  if (format === 'list' && (value === 'ordered' || value === 'bullet')) return { key: `editor.toolbar.list.${value}` };
  if (format === 'indent' && (value === '-1' || value === '+1')) return { key: `editor.toolbar.indent.${value === '+1' ? 'more' : 'less'}` };
  if (['header', 'font', 'size', 'color', 'background', 'align'].includes(format) && value === null) return { key: `editor.toolbar.${format}.label` };
  return null;
}

/** The name of one entry of a picker ("" is the default entry). */
export function pickerItemLabel(format: string, value: string): ToolbarLabel | null {
  if (format === 'color' || format === 'background') return { key: `editor.toolbar.${format}.swatch`, values: { colour: value } };
  if (format === 'header') return { key: value ? 'editor.toolbar.header.level' : 'editor.toolbar.header.normal', values: { level: value } };
  if (['font', 'size', 'align'].includes(format)) return { key: `editor.toolbar.${format}.${value || 'default'}` };
  return null;
}

/**
 * What the link box starts with when a selection is being made a link: the selection itself only when it is an
 * address (https://…, www.…, an e-mail address as mailto:), else nothing — a selected word is the link's text,
 * not its address, and would have to be deleted before the address is typed.
 */
export function linkBoxValue(selected: string): string {
  const text = selected.trim();
  if (!text || /\s/.test(text)) return '';
  if (/^(https?:\/\/|mailto:)\S+$/i.test(text)) return text;
  if (/^www\.[^.]+\.\S+$/i.test(text)) return `https://${text}`;
  if (/^[^@]+@[^@]+\.[^@]+$/.test(text)) return `mailto:${text}`;
  return '';
}
