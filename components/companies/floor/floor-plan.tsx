import type { FloorPlanModel } from '@/lib/companies/floor-plan';
import styles from './floor-plan.module.scss';

/**
 * One hall's floor plan as SVG, drawn from its model (lib/companies/floor-plan.ts) on the server: the hall's
 * outline, a metre grid, each booth a rectangle with its number; the aisles are the floor left between.
 * A booth with an exhibitor links to it. The drawing is one image to assistive technology (its title and
 * description say what it shows and that the list beside it is the same in words), and its links are left
 * out of the tab order, so a keyboard passes it in one step: the list is the accessible form.
 * `onSelect` (the console) makes a booth a click target instead of a link.
 */
export function FloorPlan({
  model,
  title,
  description,
  idPrefix,
  onSelect,
}: {
  model: FloorPlanModel;
  title: string;
  description: string;
  idPrefix: string;
  onSelect?: (boothId: number) => void;
}) {
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  return (
    <svg
      className={styles.plan}
      viewBox={model.viewBox}
      width={model.width}
      height={model.height}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-booths={model.booths.length}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <rect className={styles.floor} x={0} y={0} width={model.hall.width} height={model.hall.depth} />
      <path className={styles.gridMinor} d={model.grid.minor} />
      <path className={styles.gridMajor} d={model.grid.major} />
      <rect className={styles.outline} x={0} y={0} width={model.hall.width} height={model.hall.depth} />
      {model.booths.map((booth) => {
        const className = [styles.booth, booth.companyId === null ? styles.vacant : '', booth.dimmed ? styles.dimmed : '', booth.highlighted ? styles.highlighted : '']
          .filter(Boolean)
          .join(' ');
        const shape = (
          <>
            <title>{booth.label}</title>
            <rect x={booth.x} y={booth.y} width={booth.width} height={booth.depth} />
            <text x={booth.textX} y={booth.textY} fontSize={booth.fontSize}>
              {booth.number}
            </text>
          </>
        );
        if (onSelect) {
          return (
            <g key={booth.id} className={className} data-booth={booth.number} data-highlighted={booth.highlighted || undefined} onClick={() => onSelect(booth.id)}>
              {shape}
            </g>
          );
        }
        // No link inside the image (nothing interactive nested in it): the frame follows data-href (plan-frame.tsx).
        return (
          <g key={booth.id} className={className} data-booth={booth.number} data-highlighted={booth.highlighted || undefined} data-href={booth.href ?? undefined}>
            {shape}
          </g>
        );
      })}
    </svg>
  );
}
