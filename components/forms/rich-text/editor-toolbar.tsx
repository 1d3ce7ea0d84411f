import { memo } from 'react';
import { DEFAULT_SWATCH, EDITOR_TOOLBAR, pickerItemLabel, toolbarLabel, type ToolbarItem } from '@/lib/rich-text/toolbar';
import { useTranslation } from '@/lib/use-translation';

/**
 * The editor's toolbar as markup Quill takes over (`modules.toolbar.container`):
 * every button named in the page's language, pickers as selects whose option
 * text Quill shows (headings, fonts, sizes). Quill adds the icons.
 */

function Control({ item }: { item: ToolbarItem }) {
  const { t } = useTranslation('publish');
  const label = (format: string, value: string | null) => {
    const found = toolbarLabel({ format, value });
    return found ? t(found.key, found.values) : format;
  };
  if (typeof item === 'string') return <button type="button" className={`ql-${item}`} aria-label={label(item, null)} />;
  const [format, value] = Object.entries(item)[0] ?? ['', ''];
  if (typeof value === 'string') return <button type="button" className={`ql-${format}`} value={value} aria-label={label(format, value)} />;
  const swatches = format in DEFAULT_SWATCH;
  return (
    <select className={`ql-${format}`} aria-label={label(format, null)} defaultValue={DEFAULT_SWATCH[format] ?? ''}>
      {value.map((entry) => {
        const optionValue = entry === false ? '' : String(entry);
        const text = pickerItemLabel(format, optionValue);
        // Colour swatches show no text (their names are given to screen readers once Quill has drawn them).
        return (
          <option key={optionValue} value={optionValue}>
            {!swatches && text ? t(text.key, text.values) : null}
          </option>
        );
      })}
    </select>
  );
}

/** Drawn once: Quill changes this markup after React has rendered it, so React must not render it again. */
export const EditorToolbar = memo(function EditorToolbar({ id }: { id: string }) {
  const { t } = useTranslation('publish');
  return (
    <div id={id} role="toolbar" aria-label={t('editor.toolbar.label')}>
      {EDITOR_TOOLBAR.map((group, index) => (
        <span key={index} className="ql-formats">
          {group.map((item) => (
            <Control key={typeof item === 'string' ? item : JSON.stringify(item)} item={item} />
          ))}
        </span>
      ))}
    </div>
  );
});
