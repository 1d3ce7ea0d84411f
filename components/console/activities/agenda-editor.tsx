import { useEffect, useRef, useState } from 'react';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { AGENDA_ROWS_MAX, AGENDA_TEXT_MAX } from '@/lib/activities/rules';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import type { AgendaRowValues } from '@/lib/activities/staff-views';
import styles from './activity-form.module.scss';

/** An agenda row being edited, with a key that stays with it when rows move. */
export interface AgendaDraftRow extends AgendaRowValues {
  timeEn: string;
  key: number;
}

let nextKey = 0;
/** Gives rows from the server their keys. */
export function draftRows(rows: AgendaRowValues[]): AgendaDraftRow[] {
  return rows.map((row) => {
    nextKey += 1;
    return { ...row, timeEn: row.timeEn ?? '', key: nextKey };
  });
}

type Column = keyof typeof AGENDA_TEXT_MAX;
// Two by two from a tablet up: the Chinese time and text, then their English below them.
const COLUMNS: readonly Column[] = ['time', 'title', 'timeEn', 'titleEn'];
const LABELS: Record<Column, string> = { time: 'form.agendaTime', timeEn: 'form.agendaTimeEn', title: 'form.agendaTitle', titleEn: 'form.agendaTitleEn' };
/** The English columns: optional, typed in English. */
const ENGLISH: readonly Column[] = ['timeEn', 'titleEn'];

/** Where the focus goes after a change: a row's field or button, or the add button. */
type FocusTarget = { key: number; control: Column | 'up' | 'down' } | 'add';

/**
 * The agenda: rows of a time and what happens (with its English text), added,
 * removed and moved up or down with buttons (each named with its row, so a
 * screen reader says which), the focus kept where the work goes on, and each
 * change announced. Errors of a row's fields (`agenda.2.title`) show at them.
 */
export function AgendaEditor({
  id,
  rows,
  errors,
  onChange,
}: {
  id: string;
  rows: AgendaDraftRow[];
  errors: FieldErrors;
  onChange: (rows: AgendaDraftRow[]) => void;
}) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus === null) return;
    if (focus === 'add') addButton.current?.focus();
    else controls.current.get(`${focus.key}-${focus.control}`)?.focus();
  }, [focus, rows]);

  const register = (key: number, control: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${key}-${control}`, element);
    else controls.current.delete(`${key}-${control}`);
  };
  const message = (text: string) => (TRANSLATION_KEY.test(text) ? t(text) : text);
  const listErrors = errors.agenda ?? [];
  const full = rows.length >= AGENDA_ROWS_MAX;

  function add() {
    if (full) return;
    nextKey += 1;
    const row = { key: nextKey, time: '', timeEn: '', title: '', titleEn: '' };
    onChange([...rows, row]);
    setAnnouncement(t('form.agendaAdded', { number: rows.length + 1 }));
    setFocus({ key: row.key, control: 'time' });
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(t('form.agendaRemoved', { number: index + 1 }));
    const after = next[index] ?? next[index - 1];
    setFocus(after ? { key: after.key, control: 'time' } : 'add');
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const row = rows[index];
    if (!row || target < 0 || target >= rows.length) return;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(target, 0, row);
    onChange(next);
    setAnnouncement(t('form.agendaMoved', { number: target + 1 }));
    // The same button again, unless the row reached the end it was moving to.
    const edge = target === 0 || target === rows.length - 1;
    setFocus({ key: row.key, control: edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' });
  }

  function edit(index: number, column: Column, value: string) {
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)));
  }

  return (
    <div className={styles.agenda}>
      <p className={styles.hint} id={`${id}-lead`}>
        {t('form.agendaLead')}
      </p>
      {listErrors.length > 0 ? (
        <p className={styles.error} role="alert">
          {listErrors.map(message).join(' ')}
        </p>
      ) : null}
      {rows.length === 0 ? <p className={styles.muted}>{t('form.agendaEmpty')}</p> : null}
      <ol className={styles.agendaRows}>
        {rows.map((row, index) => {
          const rowLabel = t('form.agendaRow', { number: index + 1 });
          return (
            <li key={row.key}>
              <fieldset className={styles.agendaRow}>
                <legend>{rowLabel}</legend>
                {COLUMNS.map((name) => {
                  const fieldId = `${id}-${row.key}-${name}`;
                  const fieldErrors = errors[`agenda.${index}.${name}`] ?? [];
                  const errorId = fieldErrors.length > 0 ? `${fieldId}-error` : undefined;
                  return (
                    <div key={name} className={styles.field}>
                      <label htmlFor={fieldId}>
                        {t(LABELS[name])}
                        {ENGLISH.includes(name) ? null : t('form.required')}
                      </label>
                      <input
                        id={fieldId}
                        ref={register(row.key, name)}
                        value={row[name]}
                        maxLength={AGENDA_TEXT_MAX[name]}
                        lang={ENGLISH.includes(name) ? 'en' : undefined}
                        autoComplete="off"
                        aria-invalid={fieldErrors.length > 0 || undefined}
                        aria-describedby={errorId}
                        onChange={(event) => edit(index, name, event.currentTarget.value)}
                      />
                      {errorId ? (
                        <p id={errorId} className={styles.error}>
                          {fieldErrors.map(message).join(' ')}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
                <div className={styles.agendaButtons}>
                  <button
                    type="button"
                    ref={register(row.key, 'up')}
                    className={styles.smallButton}
                    disabled={index === 0}
                    aria-label={`${t('form.agendaUp')} ${rowLabel}`}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑ </span>
                    {t('form.agendaUp')}
                  </button>
                  <button
                    type="button"
                    ref={register(row.key, 'down')}
                    className={styles.smallButton}
                    disabled={index === rows.length - 1}
                    aria-label={`${t('form.agendaDown')} ${rowLabel}`}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓ </span>
                    {t('form.agendaDown')}
                  </button>
                  <button
                    type="button"
                    className={`${styles.smallButton} ${styles.danger}`}
                    aria-label={`${t('form.agendaRemove')} ${rowLabel}`}
                    onClick={() => remove(index)}
                  >
                    {t('form.agendaRemove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.agendaFoot}>
        <button type="button" ref={addButton} className={styles.secondary} disabled={full} onClick={add}>
          {t('form.agendaAdd')}
        </button>
        {full ? <p className={styles.hint}>{t('form.agendaFull', { max: AGENDA_ROWS_MAX })}</p> : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
