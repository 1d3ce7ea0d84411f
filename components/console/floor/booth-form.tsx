import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import type { BoothValues } from '@/lib/companies/floor-client';
import type { StaffBoothView, StaffHallView } from '@/lib/companies/floor-views';
import { useTranslation } from '@/lib/use-translation';
import { CompanyPicker } from './company-picker';
import { loadFloorClient } from './load-floor-client';
import { useFloorSave } from './use-floor-save';
import styles from './staff-floor.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

type Draft = Omit<BoothValues, 'companyId'> & { company: { id: number; name: string } | null };

function draftOf(booth: StaffBoothView | null, hall: StaffHallView): Draft {
  if (booth) {
    return {
      number: booth.number,
      x: String(booth.x),
      y: String(booth.y),
      widthM: String(booth.widthM),
      depthM: String(booth.depthM),
      company: booth.companyId === null ? null : { id: booth.companyId, name: booth.companyName ?? `#${booth.companyId}` },
    };
  }
  return { number: '', x: '0', y: '0', widthM: String(Math.min(3, hall.widthM)), depthM: String(Math.min(3, hall.depthM)), company: null };
}

/**
 * A booth's form: number, position and size in metres (with buttons that move it a metre at a time, for
 * keyboards and fingers), and its company: placing a new booth (booth null) or saving the chosen one.
 */
export function BoothForm({
  showId,
  hall,
  booth,
  onSaved,
  onDelete,
}: {
  showId: number;
  hall: StaffHallView;
  booth: StaffBoothView | null;
  onSaved: (booth: StaffBoothView, created: boolean) => void;
  onDelete: (booth: StaffBoothView) => void;
}) {
  const { t, i18n } = useTranslation('admin-show-floor');
  const id = useId();
  const { busy, errors, problem, run } = useFloorSave();
  const alertRef = useRevealAlert<HTMLParagraphElement>(problem ?? errors.hallId?.join(' '));
  const [draft, setDraft] = useState<Draft>(() => draftOf(booth, hall));
  const set = (key: 'number' | 'x' | 'y' | 'widthM' | 'depthM') => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const nudge = (key: 'x' | 'y', by: number) => {
    const now = Number.parseInt(draft[key], 10);
    setDraft({ ...draft, [key]: String(Math.max(0, (Number.isFinite(now) ? now : 0) + by)) });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { company, ...rest } = draft;
    const values: BoothValues = { ...rest, companyId: company?.id ?? null };
    const saved = await run(async () => (await loadFloorClient()).saveBooth(showId, hall.id, booth, values, i18n.language));
    if (saved) onSaved(saved, booth === null);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {booth ? t('booths.edit', { number: booth.number }) : t('booths.new')}
      </h3>
      <div className={styles.fields}>
        <FormField id={`${id}-number`} label={t('fields.number')} value={draft.number} onChange={set('number')} errors={errors.number} maxLength={12} autoCapitalize="characters" />
        <FormField id={`${id}-x`} label={t('fields.x')} value={draft.x} onChange={set('x')} errors={errors.x} inputMode="numeric" />
        <FormField id={`${id}-y`} label={t('fields.y')} value={draft.y} onChange={set('y')} errors={errors.y} inputMode="numeric" />
        <FormField id={`${id}-w`} label={t('fields.boothWidth')} value={draft.widthM} onChange={set('widthM')} errors={errors.widthM} inputMode="numeric" />
        <FormField id={`${id}-d`} label={t('fields.boothDepth')} value={draft.depthM} onChange={set('depthM')} errors={errors.depthM} inputMode="numeric" />
      </div>
      <div className={styles.nudges} role="group" aria-label={t('actions.move')}>
        <button type="button" className={styles.secondary} onClick={() => nudge('x', -1)}>
          ← <span className="visually-hidden">{t('actions.moveLeft')}</span>
        </button>
        <button type="button" className={styles.secondary} onClick={() => nudge('y', -1)}>
          ↑ <span className="visually-hidden">{t('actions.moveUp')}</span>
        </button>
        <button type="button" className={styles.secondary} onClick={() => nudge('y', 1)}>
          ↓ <span className="visually-hidden">{t('actions.moveDown')}</span>
        </button>
        <button type="button" className={styles.secondary} onClick={() => nudge('x', 1)}>
          → <span className="visually-hidden">{t('actions.moveRight')}</span>
        </button>
      </div>
      <CompanyPicker showId={showId} chosen={draft.company} errors={errors.companyId} onChoose={(company) => setDraft({ ...draft, company })} />
      {problem || errors.hallId ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.problem}>
          {problem ?? errors.hallId?.join(' ')}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? t('actions.saving') : booth ? t('actions.save') : t('actions.place')}
        </button>
        {booth ? (
          <button type="button" className={styles.danger} onClick={() => onDelete(booth)}>
            {t('booths.delete')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
