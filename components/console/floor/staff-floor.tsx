import { useMemo, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ConfirmDialog } from '../confirm-dialog';
import { ConsoleShell } from '../console-shell';
import { floorPlanModel } from '@/lib/companies/floor-plan';
import type { StaffBoothView, StaffFloorProps, StaffFloorView, StaffHallView } from '@/lib/companies/floor-views';
import { readApiError } from '@/lib/api-error';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { BoothForm } from './booth-form';
import { FloorPlan } from '@/components/companies/floor/floor-plan';
import { HallForm } from './hall-form';
import { loadFloorClient } from './load-floor-client';
import styles from './staff-floor.module.scss';

type Confirm = { kind: 'hall'; hall: StaffHallView } | { kind: 'booth'; booth: StaffBoothView };

function withBooth(floor: StaffFloorView, booth: StaffBoothView): StaffFloorView {
  return {
    ...floor,
    halls: floor.halls.map((hall) =>
      hall.id !== booth.hallId ? hall : { ...hall, booths: [...hall.booths.filter((row) => row.id !== booth.id), booth].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true })) },
    ),
  };
}

/**
 * /admin/activities/floor?id=: a show's halls and booths. Staff choose a hall, see its plan (click a booth to
 * select it, or pick it from the list under the plan), and place, move, resize, renumber, assign and remove
 * booths in the form beside it; every rule is the server's, its refusals shown at their fields. Changes show
 * at once, from the server's answers.
 */
export function StaffFloor({ floor: initial }: StaffFloorProps) {
  const { t, i18n } = useTranslation(['admin-show-floor', 'common']);
  const [floor, setFloor] = useState(initial);
  const [hallId, setHallId] = useState<number | null>(initial.halls[0]?.id ?? null);
  const [boothId, setBoothId] = useState<number | null>(null);
  const [editingHall, setEditingHall] = useState<'new' | 'edit' | null>(initial.halls.length === 0 ? 'new' : null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const hall = floor.halls.find((row) => row.id === hallId) ?? null;
  const booth = hall?.booths.find((row) => row.id === boothId) ?? null;
  const model = useMemo(() => (hall ? floorPlanModel(hall, { highlight: boothId, vacantLabel: t('booths.vacant') }) : null), [hall, boothId, t]);
  const { show } = floor;

  function hallSaved(saved: StaffHallView) {
    const known = floor.halls.some((row) => row.id === saved.id);
    setFloor({ ...floor, halls: known ? floor.halls.map((row) => (row.id === saved.id ? saved : row)) : [...floor.halls, saved] });
    setHallId(saved.id);
    setEditingHall(null);
    setSaid(t('said.hallSaved', { name: saved.name }));
  }

  function boothSaved(saved: StaffBoothView) {
    setFloor(withBooth(floor, saved));
    setBoothId(saved.id);
    setSaid(t('said.boothSaved', { number: saved.number }));
  }

  async function confirmed() {
    if (!confirm) return;
    setConfirmProblem(null);
    const client = await loadFloorClient();
    try {
      if (confirm.kind === 'hall') {
        await client.deleteHall(confirm.hall, i18n.language);
        const rest = floor.halls.filter((row) => row.id !== confirm.hall.id);
        setFloor({ ...floor, halls: rest });
        setHallId(rest[0]?.id ?? null);
        setSaid(t('said.hallDeleted'));
      } else {
        await client.deleteBooth(confirm.booth, i18n.language);
        setFloor({ ...floor, halls: floor.halls.map((row) => ({ ...row, booths: row.booths.filter((b) => b.id !== confirm.booth.id) })) });
        setBoothId(null);
        setSaid(t('said.boothDeleted', { number: confirm.booth.number }));
      }
      setConfirm(null);
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      setConfirmProblem(Object.values(info.fields).flat().join(' ') || info.message);
    }
  }

  return (
    <ConsoleShell routeKey="adminShowFloor" lead={t('lead', { show: show.title })}>
      <div className={styles.page}>
        <p className={styles.links}>
          <AppLink href={withQuery(routes.adminActivityEdit, { id: show.id })}>{t('backToActivity')}</AppLink>
          <AppLink href={withQuery(routes.activityExhibitors, { id: show.id })}>{t('viewPublic')}</AppLink>
        </p>
        <p role="status" className={styles.said}>
          {said}
        </p>

        <section aria-labelledby="floor-halls" className={styles.halls}>
          <h2 id="floor-halls" className={styles.heading}>
            {t('halls.title')}
          </h2>
          {floor.halls.length === 0 ? <p className={styles.muted}>{t('halls.empty')}</p> : null}
          {floor.halls.length > 0 ? (
            <div className={styles.hallTabs} role="group" aria-label={t('halls.choose')}>
              {floor.halls.map((row) => (
                <button
                  key={row.id}
                  type="button"
                  aria-pressed={row.id === hallId}
                  onClick={() => {
                    setHallId(row.id);
                    setBoothId(null);
                    setEditingHall(null);
                  }}
                >
                  {row.name}
                  <span className={styles.muted}>{t('halls.size', { width: row.widthM, depth: row.depthM, count: row.booths.length })}</span>
                </button>
              ))}
            </div>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={() => setEditingHall('new')} aria-expanded={editingHall === 'new'}>
              {t('halls.new')}
            </button>
            {hall ? (
              <>
                <button type="button" className={styles.secondary} onClick={() => setEditingHall('edit')} aria-expanded={editingHall === 'edit'}>
                  {t('halls.edit')}
                </button>
                <button type="button" className={styles.danger} onClick={() => setConfirm({ kind: 'hall', hall })}>
                  {t('halls.delete')}
                </button>
              </>
            ) : null}
          </div>
          {editingHall ? (
            <HallForm
              key={editingHall === 'edit' ? `edit-${hall?.id}-${hall?.version}` : 'new'}
              showId={show.id}
              hall={editingHall === 'edit' ? hall : null}
              onSaved={hallSaved}
              onCancel={floor.halls.length > 0 ? () => setEditingHall(null) : undefined}
            />
          ) : null}
        </section>

        {hall && model ? (
          <section aria-labelledby="floor-booths" className={styles.editor}>
            <h2 id="floor-booths" className={styles.heading}>
              {t('booths.list', { hall: hall.name })}
            </h2>
            <div className={styles.layout}>
              <div className={styles.planColumn}>
                <div className={styles.planFrame}>
                  <FloorPlan
                    model={model}
                    idPrefix={`staff-plan-${hall.id}`}
                    title={t('plan.title', { hall: hall.name })}
                    description={t('plan.desc', { count: hall.booths.length })}
                    onSelect={setBoothId}
                  />
                </div>
                <p className={styles.muted}>{t('booths.select')}</p>
                {hall.booths.length === 0 ? (
                  <p className={styles.muted}>{t('booths.empty')}</p>
                ) : (
                  <ul className={styles.boothList} aria-label={t('booths.title')}>
                    {hall.booths.map((row) => (
                      <li key={row.id}>
                        <button type="button" aria-pressed={row.id === boothId} onClick={() => setBoothId(row.id)}>
                          <strong>{row.number}</strong> {row.companyName ?? t('booths.vacant')}
                          <span className={styles.muted}>
                            {' '}
                            ({row.x}, {row.y}) {row.widthM}×{row.depthM}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className={styles.formColumn}>
                {booth ? (
                  <button type="button" className={styles.secondary} onClick={() => setBoothId(null)}>
                    {t('booths.new')}
                  </button>
                ) : null}
                <BoothForm
                  key={booth ? `${booth.id}-${booth.version}` : `new-${hall.id}-${hall.booths.length}`}
                  showId={show.id}
                  hall={hall}
                  booth={booth}
                  onSaved={boothSaved}
                  onDelete={(row) => setConfirm({ kind: 'booth', booth: row })}
                />
              </div>
            </div>
          </section>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'hall' ? t('halls.delete') : t('booths.delete')}
        confirmLabel={confirm?.kind === 'hall' ? t('halls.delete') : t('booths.delete')}
        danger
        problem={confirmProblem}
        onConfirm={confirmed}
        onCancel={() => {
          setConfirm(null);
          setConfirmProblem(null);
        }}
      >
        <p>{confirm?.kind === 'hall' ? t('halls.deleteConfirm', { name: confirm.hall.name }) : confirm ? t('booths.deleteConfirm', { number: confirm.booth.number }) : null}</p>
      </ConfirmDialog>
    </ConsoleShell>
  );
}
