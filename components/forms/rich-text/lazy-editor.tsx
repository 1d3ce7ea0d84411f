import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/use-translation';
import type { RichTextEditorProps } from './rich-text-editor';
import styles from './rich-text-field.module.scss';

/** While the editor's chunk loads: a box of the editor's own height, so nothing moves when it arrives. */
function EditorPlaceholder() {
  const { t } = useTranslation('publish');
  return (
    <div className={`${styles.editorFrame} ${styles.editorLoading}`} aria-busy="true">
      <div className={styles.toolbarPlaceholder} />
      <p role="status">{t('editor.loading')}</p>
    </div>
  );
}

/**
 * The rich-text editor, loaded in the browser only and only where a rich-text
 * field is drawn (/publish, the console's article and activity forms): Quill,
 * react-quill-new, the snow styles and the upload client come in their own
 * chunk, so no other page's JavaScript grows and those pages stay light until
 * the form is there. Its texts are the `publish` namespace's `editor.*`.
 */
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <EditorPlaceholder />,
});

export function LazyEditor(props: Omit<RichTextEditorProps, 'className'>) {
  return <RichTextEditor {...props} className={styles.editorFrame} />;
}
