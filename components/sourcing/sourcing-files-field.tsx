import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FieldErrors } from '@/components/forms/form-field';
import { readApiError } from '@/lib/api-error';
import { SOURCING_ATTACHMENTS_MAX, SOURCING_FILE_ACCEPT, sourcingFileProblem } from '@/lib/sourcing/rules';
import type { SourcingFileView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';
import { fileSizeText, fileTypeText } from './sourcing-file-text';
import styles from './sourcing.module.scss';

interface Sending {
  key: number;
  name: string;
  percent: number;
}

/**
 * The attachments of a sourcing request (and, with another `max`, of a quote): files chosen are checked in the
 * browser (type, size, how many), then uploaded one by one with their progress shown (POST /api/sourcing/files,
 * where the bytes decide); each sent file is listed with its name, type and size and a button to remove it.
 * Problems are said under the field, each naming its file. `files` is the caller's (it goes with the form).
 */
export function SourcingFilesField({
  files,
  onChange,
  onSending,
  errors,
  max = SOURCING_ATTACHMENTS_MAX,
}: {
  files: SourcingFileView[];
  /** Changes the list (an update of the list as it is then: uploads finish after other changes). */
  onChange: (update: (files: SourcingFileView[]) => SourcingFileView[]) => void;
  /** How many files are on their way (the form waits for them). */
  onSending: (count: number) => void;
  errors?: string[];
  max?: number;
}) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const id = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const counter = useRef(0);

  async function sendOne(file: File): Promise<void> {
    const key = (counter.current += 1);
    setSending((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const client = await loadSourcingClient();
      const sent = await client.uploadFile(file, i18n.language, (done, total) =>
        setSending((list) => list.map((item) => (item.key === key ? { ...item, percent: total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0 } : item))),
      );
      onChange((list) => (list.some((kept) => kept.id === sent.id) ? list : [...list, sent]));
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      setProblems((list) => [...list, `${file.name}：${info.message}`]);
    } finally {
      setSending((list) => list.filter((item) => item.key !== key));
    }
  }

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    const room = max - files.length - sending.length;
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = sourcingFileProblem(file);
      if (problem) found.push(`${file.name}：${t(problem.key, problem.values)}`);
      else if (accepted.length >= room) found.push(`${file.name}：${t('files.tooMany')}`);
      else accepted.push(file);
    }
    setProblems(found);
    if (accepted.length === 0) return;
    onSending(sending.length + accepted.length);
    await Promise.all(accepted.map(sendOne));
    onSending(0);
  }

  function remove(fileId: string) {
    onChange((list) => list.filter((file) => file.id !== fileId));
    setProblems([]);
  }

  const full = files.length + sending.length >= max;
  const shown = [...problems, ...(errors ?? [])];
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${shown.length > 0 ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('files.label')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('files.hint', { max })}
      </p>
      {files.length > 0 || sending.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {fileTypeText(file.type, t)} · {fileSizeText(file.size)}
              </span>
              <button type="button" className={styles.fileRemove} onClick={() => remove(file.id)} aria-label={t('files.removeNamed', { name: file.name })}>
                {t('files.remove')}
              </button>
            </li>
          ))}
          {sending.map((item) => (
            <li key={`sending-${item.key}`} className={styles.file} aria-live="polite">
              <span className={styles.fileName}>{t('files.uploading', { name: item.name, percent: item.percent })}</span>
              <progress className={styles.fileProgress} max={100} value={item.percent} aria-label={item.name} />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className={styles.hint}>{t('files.full', { max })}</p>
      ) : (
        <label className={styles.fileChoose}>
          <input type="file" multiple accept={SOURCING_FILE_ACCEPT} className={styles.fileInput} onChange={(event) => void chosen(event)} />
          {t('files.choose')}
        </label>
      )}
      <FieldErrors id={shown.length > 0 ? `${id}-error` : undefined} errors={shown} />
    </fieldset>
  );
}
