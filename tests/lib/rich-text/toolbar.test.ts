import { EDITOR_HISTORY_DELAY_MS, EDITOR_HISTORY_MAX_STACK } from '@/lib/constants';
import { EDITOR_COLOURS, EDITOR_FORMATS, EDITOR_HISTORY, EDITOR_TOOLBAR, linkBoxValue, pickerItemLabel, toolbarLabel, type ToolbarControl, type ToolbarItem } from '@/lib/rich-text/toolbar';
import zh from '@/locales/zh-CN/publish.json';
import en from '@/locales/en/publish.json';

/** The editor's configuration (docs/spec.md §5.2 and §9). */

const formatOf = (item: ToolbarItem) => (typeof item === 'string' ? item : Object.keys(item)[0]!);
const pickerOf = (format: string) => {
  const item = EDITOR_TOOLBAR.flat().find((entry) => typeof entry !== 'string' && format in entry);
  return item && typeof item !== 'string' ? item[format] : undefined;
};

function lookUp(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
}

describe('the toolbar', () => {
  it('has exactly the controls of the design, in its groups', () => {
    expect(EDITOR_TOOLBAR.map((group) => group.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))))).toEqual([
      ['{"header":[1,2,3,false]}'],
      ['{"font":[false,"serif","monospace"]}', '{"size":["small",false,"large","huge"]}'],
      [`{"color":${JSON.stringify(EDITOR_COLOURS)}}`, `{"background":${JSON.stringify(EDITOR_COLOURS)}}`],
      ['bold', 'italic', 'underline', 'strike'],
      ['{"list":"ordered"}', '{"list":"bullet"}', '{"indent":"-1"}', '{"indent":"+1"}'],
      ['{"align":[false,"center","right","justify"]}'],
      ['link', 'image'],
      ['clean'],
    ]);
  });

  it('offers 35 distinct colour swatches, each a colour the server keeps', () => {
    // docs/spec.md §9: 35 colour swatches, the same for the text and its background.
    expect(EDITOR_COLOURS).toHaveLength(35);
    expect(new Set(EDITOR_COLOURS).size).toBe(35);
    for (const colour of EDITOR_COLOURS) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(pickerOf('background')).toEqual(pickerOf('color'));
  });

  it('keeps only the formats its controls make (clean is an action, not a format)', () => {
    const made = new Set(EDITOR_TOOLBAR.flat().map(formatOf).filter((format) => format !== 'clean'));
    expect(new Set(EDITOR_FORMATS)).toEqual(made);
  });

  it('merges undo steps within 1000 ms, keeps 100 of them, and undoes only the author’s edits', () => {
    expect(EDITOR_HISTORY).toEqual({ delay: EDITOR_HISTORY_DELAY_MS, maxStack: EDITOR_HISTORY_MAX_STACK, userOnly: true });
    expect(EDITOR_HISTORY).toMatchObject({ delay: 1000, maxStack: 100 });
  });
});

describe('names of the controls', () => {
  const controls = EDITOR_TOOLBAR.flat().map((item): ToolbarControl => {
    const format = formatOf(item);
    const value = typeof item === 'string' ? null : item[format];
    return { format, value: typeof value === 'string' ? value : null };
  });

  it('names every button and picker, in zh-CN and English', () => {
    for (const control of controls) {
      const label = toolbarLabel(control);
      expect(label).not.toBeNull();
      expect(typeof lookUp(zh, label!.key)).toBe('string');
      expect(typeof lookUp(en, label!.key)).toBe('string');
    }
    expect(toolbarLabel({ format: 'list', value: 'ordered' })).toEqual({ key: 'editor.toolbar.list.ordered' });
    expect(toolbarLabel({ format: 'indent', value: '+1' })).toEqual({ key: 'editor.toolbar.indent.more' });
    expect(toolbarLabel({ format: 'header', value: null })).toEqual({ key: 'editor.toolbar.header.label' });
    expect(toolbarLabel({ format: 'video', value: null })).toBeNull();
  });

  it('names every entry of every picker', () => {
    for (const format of ['header', 'font', 'size', 'color', 'background', 'align']) {
      for (const entry of pickerOf(format) as (string | number | false)[]) {
        const label = pickerItemLabel(format, entry === false ? '' : String(entry));
        expect(label).not.toBeNull();
        expect(typeof lookUp(zh, label!.key)).toBe('string');
      }
    }
    expect(pickerItemLabel('header', '2')).toEqual({ key: 'editor.toolbar.header.level', values: { level: '2' } });
    expect(pickerItemLabel('header', '')).toEqual({ key: 'editor.toolbar.header.normal', values: { level: '' } });
    expect(pickerItemLabel('size', '')).toEqual({ key: 'editor.toolbar.size.default' });
    expect(pickerItemLabel('color', '#e60000')).toEqual({ key: 'editor.toolbar.color.swatch', values: { colour: '#e60000' } });
  });
});

describe('the link box', () => {
  it.each([
    ['a selected word', '展会', ''],
    ['a selected phrase', 'trade show', ''],
    ['a selected word with a dot', 'v2.0', ''],
  ])('opens empty for %s: it is the link’s text, not its address', (_what, selected, value) => {
    expect(linkBoxValue(selected)).toBe(value);
  });

  it.each([
    ['https://example.com/news?id=1', 'https://example.com/news?id=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['hello@example.com', 'mailto:hello@example.com'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
  ])('keeps a selected address (%s) as the link', (selected, value) => {
    expect(linkBoxValue(selected)).toBe(value);
  });
});
