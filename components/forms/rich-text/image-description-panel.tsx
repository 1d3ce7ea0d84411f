import { useRef, useState, type KeyboardEvent } from 'react';
import { EDITOR_IMAGE_ALT_MAX } from '@/lib/constants';
import { imageDescription } from '@/lib/rich-text/images';
import { useTranslation } from '@/lib/use-translation';
import styles from './image-description-panel.module.scss';

export interface ImageDescriptionPanelProps {
  /** The uploaded images still waiting for a description, by source, oldest first: the panel asks about the first. */
  images: readonly string[];
  /** The id of the panel's text box (Tab in the editor moves there). */
  inputId: string;
  /** The author's words for an image (tidied, at most EDITOR_IMAGE_ALT_MAX characters), or null when they skipped it. */
  onAnswer: (src: string, description: string | null) => void;
  /** The last image was answered from inside the panel, which now goes: focus goes back to the editor. */
  onDone: () => void;
}

/**
 * Under the editor, after images were uploaded into it: asks for each image's
 * description (its alt text, for screen readers and when the image cannot
 * load), one image after the other, or lets the author skip it. It never takes
 * the focus from the editor: it is announced politely and reached with Tab.
 * Enter saves, Escape skips.
 */
export function ImageDescriptionPanel({ images, inputId, onAnswer, onDone }: ImageDescriptionPanelProps) {
  const { t } = useTranslation(['publish', 'common']);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ src: '', text: '' });
  const [answered, setAnswered] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [waiting, setWaiting] = useState(images.length);
  const current = images[0] ?? null;
  const text = draft.src === current ? draft.text : '';

  // New images are announced (never focused: the author may be typing); a batch starts again once none wait.
  if (images.length !== waiting) {
    setWaiting(images.length);
    if (images.length > waiting) setAnnouncement(t('publish:editor.imageAlt.waiting', { count: images.length }));
    if (images.length === 0) setAnswered(0);
  }

  if (current === null) return <Announcement text={announcement} />;

  function answer(description: string | null) {
    if (current === null) return;
    const inside = panel.current?.contains(document.activeElement) ?? false;
    const last = images.length === 1;
    const words = description === null ? '' : imageDescription(description);
    onAnswer(current, words === '' ? null : words);
    setDraft({ src: '', text: '' });
    setAnswered(last ? 0 : answered + 1);
    setAnnouncement(words === '' ? '' : t('publish:editor.imageAlt.saved'));
    if (!inside) return;
    if (last) onDone();
    else input.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // A key that ends an input method's composition (Chinese, Japanese…) is the method's, not ours.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Inside the article's form: Enter must not send it.
      event.preventDefault();
      answer(text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      answer(null);
    }
  }

  const total = answered + images.length;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  return (
    <>
      <Announcement text={announcement} />
      <div ref={panel} className={styles.panel} role="group" aria-labelledby={`${inputId}-label`}>
        <img className={styles.thumbnail} src={current} alt="" width={64} height={64} />
        <div className={styles.fields}>
          <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
            {total > 1 ? t('publish:editor.imageAlt.labelOf', { current: answered + 1, total }) : t('publish:editor.imageAlt.label')}
          </label>
          <p id={hintId} className={styles.hint}>
            {t('publish:editor.imageAlt.hint')}
          </p>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="text"
            value={text}
            maxLength={EDITOR_IMAGE_ALT_MAX}
            aria-describedby={`${hintId} ${countId}`}
            onChange={(event) => setDraft({ src: current, text: event.currentTarget.value })}
            onKeyDown={handleKeyDown}
          />
          <div className={styles.actions}>
            <span id={countId} className={styles.count}>
              {t('common:fieldCount', { count: Array.from(text).length, max: EDITOR_IMAGE_ALT_MAX })}
            </span>
            <button type="button" className={styles.save} onClick={() => answer(text)}>
              {t('publish:editor.imageAlt.save')}
            </button>
            <button type="button" className={styles.skip} onClick={() => answer(null)}>
              {t('publish:editor.imageAlt.skip')}
            </button>
          </div>
        </div>
      </div>
    </>
  );
}

/** A polite live region, always there so that what is put in it is read out. */
function Announcement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}
