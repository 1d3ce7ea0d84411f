import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import type { StaffHallView } from '@/lib/companies/floor-views';
import { useTranslation } from '@/lib/use-translation';
import { loadFloorClient } from './load-floor-client';
import { useFloorSave } from './use-floor-save';
import styles from './staff-floor.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

/** Adds a hall to the show (hall null) or edits one: its names, size in metres and place in the order. */
export function HallForm({ showId, hall, onSaved, onCancel }: { showId: number; hall: StaffHallView | null; onSaved: (hall: StaffHallView) => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation('admin-show-floor');
  const id = useId();
  const { busy, errors, problem, run } = useFloorSave();
  const alertRef = useRevealAlert<HTMLParagraphElement>(problem);
  const [values, setValues] = useState({
    name: hall?.name ?? '',
    nameEn: hall?.nameEn ?? '',
    widthM: hall ? String(hall.widthM) : '60',
    depthM: hall ? String(hall.depthM) : '40',
    sortOrder: hall ? String(hall.sortOrder) : '0',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await run(async () => (await loadFloorClient()).saveHall(showId, hall, values, i18n.language));
    if (saved) onSaved(saved);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={hall ? t('halls.edit') : t('halls.new')}>
      <div className={styles.fields}>
        <FormField id={`${id}-name`} label={t('fields.name')} value={values.name} onChange={set('name')} errors={errors.name} maxLength={40} required />
        <FormField id={`${id}-en`} label={t('fields.nameEn')} value={values.nameEn} onChange={set('nameEn')} errors={errors.nameEn} maxLength={80} />
        <FormField id={`${id}-w`} label={t('fields.widthM')} value={values.widthM} onChange={set('widthM')} errors={errors.widthM} inputMode="numeric" />
        <FormField id={`${id}-d`} label={t('fields.depthM')} value={values.depthM} onChange={set('depthM')} errors={errors.depthM} inputMode="numeric" />
        <FormField id={`${id}-o`} label={t('fields.sortOrder')} value={values.sortOrder} onChange={set('sortOrder')} errors={errors.sortOrder} inputMode="numeric" />
      </div>
      {problem ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('actions.saving') : hall ? t('actions.save') : t('halls.new')}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
