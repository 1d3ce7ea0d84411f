import 'react-quill-new/dist/quill.snow.css';
import type Quill from 'quill';
import type { EmitterSource, Range } from 'quill';
import type Delta from 'quill-delta';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import ReactQuill from 'react-quill-new';
import { EDITOR_IMAGE_TYPES } from '@/lib/constants';
import { dataImageSources, withoutDataImages } from '@/lib/rich-text/images';
import { tidyEditorHtml } from '@/lib/rich-text/text';
import { EDITOR_FORMATS, EDITOR_HISTORY, linkBoxValue } from '@/lib/rich-text/toolbar';
import { useTranslation } from '@/lib/use-translation';
import { labelEditingArea, labelLinkBox, labelPickers } from './editor-a11y';
import { insertUploadedFiles, replaceDataImage, type UploadContext } from './editor-image-uploads';
import { EditorToolbar } from './editor-toolbar';
import { ImageDescriptionPanel } from './image-description-panel';
import { describeImage, imagesStillIn, tabToDescription } from './image-descriptions';
import { dropUnsafeImage, registerEditorFormats } from './quill-formats';
import styles from './rich-text-editor.module.scss';

/**
 * The rich-text editor (an article's body, an activity's description): Quill
 * (snow theme) through react-quill-new. This module, Quill and its styles load
 * only where a rich-text field is drawn, on demand (see lazy-editor.tsx). It
 * reports the text as HTML ready to save (images still being uploaded left
 * out), and whether the author made the change. Under it, the panel asking
 * for the description of each image just uploaded (see image-description-panel.tsx).
 */

registerEditorFormats();

const FORMATS = [...EDITOR_FORMATS];

export interface RichTextEditorProps {
  initialHtml: string;
  /** The element naming the editor (its label). */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The frame's class: it fixes the editor's height, the same as the placeholder's. */
  className?: string;
  onChange: (html: string, byAuthor: boolean) => void;
  /** How many images are being uploaded. */
  onUploading: (count: number) => void;
  onProblem: (message: string) => void;
}

/** Quill's semantic HTML made ready to save. */
const bodyOf = (html: string) => tidyEditorHtml(withoutDataImages(html));

export function RichTextEditor(props: RichTextEditorProps) {
  const { initialHtml, labelId, describedBy, invalid, className } = props;
  const { t } = useTranslation('publish');
  const key = useId().replace(/[^\w-]/g, '');
  const toolbarId = `editor-toolbar-${key}`;
  // Quill keeps its link tooltip inside this box (the frame clips what sticks out).
  const frameId = `editor-frame-${key}`;
  const descriptionId = `editor-image-alt-${key}`;
  const editor = useRef<ReactQuill>(null);
  const latest = useRef(props);
  const busy = useRef(0);
  const inFlight = useRef(new Set<string>());
  const aborter = useRef<AbortController | null>(null);
  /** Uploaded images waiting for the author's description, by source. */
  const [undescribed, setUndescribed] = useState<readonly string[]>([]);

  useEffect(() => {
    latest.current = props;
  });

  /** What an upload needs: read when it starts, so it always reaches the current callbacks. */
  const uploadContext = useRef<() => UploadContext>(() => ({
    signal: (aborter.current ??= new AbortController()).signal,
    networkMessage: t('common:auth.messages.network'),
    onBusy: (step) => {
      busy.current += step;
      latest.current.onUploading(busy.current);
    },
    onProblem: (message) => latest.current.onProblem(t('editor.uploadFailed', { message })),
    onChanged: () => {
      const quill = editor.current?.getEditor();
      if (quill) latest.current.onChange(bodyOf(quill.getSemanticHTML()), true);
    },
    // The same file uploaded twice comes back at the same address: one description serves every copy.
    onInserted: (src) => setUndescribed((waiting) => (waiting.includes(src) ? waiting : [...waiting, src])),
  }));

  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${toolbarId}`,
        handlers: {
          // Quill's own fills the link box with the selected text; it opens empty unless the selection is an address.
          link(this: { quill: Quill }, value: boolean) {
            if (!value) {
              this.quill.format('link', false, 'user');
              return;
            }
            const range = this.quill.getSelection();
            if (!range || range.length === 0) return;
            const { tooltip } = this.quill.theme as unknown as { tooltip: { edit: (mode: string, preview: string) => void } };
            tooltip.edit('link', linkBoxValue(this.quill.getText(range.index, range.length)));
          },
        },
      },
      history: EDITOR_HISTORY,
      uploader: {
        mimetypes: [...EDITOR_IMAGE_TYPES],
        handler(this: { quill: Quill }, range: Range, files: File[]) {
          void insertUploadedFiles(this.quill, range.index, files, uploadContext.current());
        },
      },
      clipboard: { matchers: [['img', dropUnsafeImage]] },
      keyboard: { bindings: { tab: tabToDescription(descriptionId) } },
    }),
    [toolbarId, descriptionId],
  );

  useEffect(() => {
    const quill = editor.current?.getEditor();
    const toolbar = document.getElementById(toolbarId);
    if (!quill || !toolbar) return;
    labelPickers(toolbar, t);
    labelLinkBox(quill.container, t);
    labelEditingArea(quill.root, labelId);
  }, [toolbarId, labelId, t]);

  useEffect(() => {
    const root = editor.current?.getEditor().root;
    if (!root) return;
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [describedBy, invalid]);

  // Uploads still on their way when the editor goes are cancelled.
  useEffect(() => () => aborter.current?.abort(), []);

  function handleChange(html: string, delta: Delta, source: EmitterSource) {
    const quill = editor.current?.getEditor();
    if (quill && source === 'user') {
      for (const src of dataImageSources(delta.ops)) {
        if (inFlight.current.has(src)) continue;
        inFlight.current.add(src);
        void replaceDataImage(quill, src, uploadContext.current()).finally(() => inFlight.current.delete(src));
      }
    }
    // An image deleted (or its insertion undone) is no longer asked about.
    if (quill) {
      setUndescribed((waiting) => {
        const kept = waiting.length > 0 ? imagesStillIn(quill, waiting) : waiting;
        return kept.length < waiting.length ? kept : waiting;
      });
    }
    latest.current.onChange(bodyOf(html), source === 'user');
  }

  // Quill's tooltip writes its words with CSS: they come in the page's language through custom properties.
  const words = {
    '--editor-visit': JSON.stringify(t('editor.tooltip.visit')),
    '--editor-edit': JSON.stringify(t('editor.tooltip.edit')),
    '--editor-remove': JSON.stringify(t('editor.tooltip.remove')),
    '--editor-save': JSON.stringify(t('editor.tooltip.save')),
    '--editor-enter': JSON.stringify(t('editor.tooltip.enter')),
  } as CSSProperties;

  /** The author saved a description (it becomes the image's alt, reported as their change) or skipped the image. */
  function handleDescription(src: string, description: string | null) {
    const quill = editor.current?.getEditor();
    if (quill && description !== null) describeImage(quill, src, description);
    setUndescribed((waiting) => waiting.filter((other) => other !== src));
  }

  return (
    <>
      <div id={frameId} className={[className, styles.editor].filter(Boolean).join(' ')} style={words}>
        <EditorToolbar id={toolbarId} />
        <ReactQuill
          ref={editor}
          className={styles.area}
          theme="snow"
          bounds={`#${frameId}`}
          defaultValue={initialHtml}
          modules={modules}
          formats={FORMATS}
          onChange={handleChange}
        />
      </div>
      <ImageDescriptionPanel
        images={undescribed}
        inputId={descriptionId}
        onAnswer={handleDescription}
        onDone={() => editor.current?.getEditor().focus()}
      />
    </>
  );
}
