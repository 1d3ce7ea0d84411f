import { useMemo } from 'react';
import { floorPlanModel, floorPlanSvg, PLAN_MARGIN_M, type FloorPlanClasses } from '@/lib/companies/floor-plan';
import type { HallPlanView } from '@/lib/companies/floor-views';
import { localePrefix } from '@/lib/i18n';
import { companyPath } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import planStyles from './floor-plan.module.scss';
import { PlanFrame } from './plan-frame';
import styles from './show-exhibitors.module.scss';

/** One hall's section: its name and size, the plan in its zoomable box, and a legend. */
export function HallPlan({ hall, highlight, shownCompanies }: { hall: HallPlanView; highlight: number | null; shownCompanies: ReadonlySet<number> | null }) {
  const { t, i18n } = useTranslation('show-floor');
  const prefix = localePrefix(i18n.language);
  const vacant = t('plan.vacant');
  const model = useMemo(
    () =>
      floorPlanModel(hall, {
        highlight,
        vacantLabel: vacant,
        hrefOf: (booth) => (booth.companyId === null ? null : `${prefix}${companyPath(booth.companyId)}`),
        shown: (booth) => shownCompanies === null || (booth.companyId !== null && shownCompanies.has(booth.companyId)),
      }),
    [hall, highlight, prefix, vacant, shownCompanies],
  );
  const title = t('plan.title', { hall: hall.name });
  const description = t('plan.desc', { hall: hall.name, width: hall.widthM, depth: hall.depthM, count: hall.booths.length });
  // The drawing is markup React inserts as it is: hundreds of shapes, none of them to hydrate.
  const svg = useMemo(() => floorPlanSvg(model, { title, description, idPrefix: `plan-${hall.id}`, classes: planStyles as unknown as FloorPlanClasses }), [model, title, description, hall.id]);
  const chosen = hall.booths.find((booth) => booth.id === highlight) ?? null;
  const fullWidth = hall.widthM + 2 * PLAN_MARGIN_M;
  const fullDepth = hall.depthM + 2 * PLAN_MARGIN_M;
  const focus = chosen ? { x: (chosen.x + chosen.widthM / 2 + PLAN_MARGIN_M) / fullWidth, y: (chosen.y + chosen.depthM / 2 + PLAN_MARGIN_M) / fullDepth } : null;
  const titleId = `hall-${hall.id}-heading`;
  return (
    <section id={`hall-${hall.id}`} className={styles.hall} aria-labelledby={titleId}>
      <div className={styles.hallHead}>
        <h2 id={titleId}>{hall.name}</h2>
        <p>{t('plan.size', { width: hall.widthM, depth: hall.depthM })}</p>
      </div>
      {chosen ? (
        <p className={styles.highlightNote}>{t('plan.highlight', { number: chosen.number, name: chosen.companyName ?? vacant })}</p>
      ) : null}
      <PlanFrame width={model.width} height={model.height} focus={focus}>
        <div className={styles.planSvg} dangerouslySetInnerHTML={{ __html: svg }} />
      </PlanFrame>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatchBooth} />
          {t('plan.legendBooth')}
        </li>
        <li>
          <span className={styles.swatchHighlight} />
          {t('plan.legendHighlight')}
        </li>
        <li>
          <span className={styles.swatchVacant} />
          {t('plan.legendVacant')}
        </li>
      </ul>
      <p className={styles.hint}>{t('plan.hint')}</p>
    </section>
  );
}
