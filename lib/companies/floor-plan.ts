import type { HallPlanView, PlanBoothView } from './floor-views';

/**
 * The floor plan of one hall as a drawing: SVG user units are metres, the hall's front-left corner at (0, 0).
 * Pure (no React): components/companies/floor/floor-plan.tsx draws it on the server and in the console alike,
 * and tests read it. The grid is two paths (every metre, every ten), not one element per line, so a
 * 300-booth hall stays a small page.
 */

/** Room around the hall for its outline's stroke, in metres. */
export const PLAN_MARGIN_M = 1;
/** Pixels per metre of the SVG's intrinsic size (its width and height attributes, for the box's aspect ratio). */
export const PLAN_PX_PER_M = 8;

export interface PlanBoothShape {
  id: number;
  number: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** Where the booth's number is written, and how large. */
  textX: number;
  textY: number;
  fontSize: number;
  href: string | null;
  /** What a pointer's tooltip says: number and exhibitor, or "vacant". */
  label: string;
  companyId: number | null;
  highlighted: boolean;
  /** Left out by the list's filters: drawn pale. */
  dimmed: boolean;
}

export interface FloorPlanModel {
  viewBox: string;
  /** Intrinsic size in pixels: the box's aspect ratio before anything loads. */
  width: number;
  height: number;
  hall: { width: number; depth: number };
  /** Every metre and every ten metres, as path data. */
  grid: { minor: string; major: string };
  booths: PlanBoothShape[];
}

export interface FloorPlanOptions {
  /** The booth drawn highlighted. */
  highlight?: number | null;
  /** The exhibitor's address for a booth with a company; none for a vacant one. */
  hrefOf?: (booth: PlanBoothView) => string | null;
  /** Whether the booth passes the list's filters (others are pale); every booth by default. */
  shown?: (booth: PlanBoothView) => boolean;
  /** The tooltip's text for a vacant booth. */
  vacantLabel?: string;
}

function gridPath(width: number, depth: number, step: number): string {
  const parts: string[] = [];
  for (let x = step; x < width; x += step) parts.push(`M${x} 0V${depth}`);
  for (let y = step; y < depth; y += step) parts.push(`M0 ${y}H${width}`);
  return parts.join('');
}

/** The number's size: as large as fits (about 0.62 em per character), at most 1 m, at least 0.3 m. */
export function boothFontSize(number: string, width: number, depth: number): number {
  const byWidth = (width * 0.85) / Math.max(1, number.length * 0.62);
  const size = Math.min(1, byWidth, depth * 0.5);
  return Math.round(Math.max(0.3, size) * 100) / 100;
}

export function floorPlanModel(hall: HallPlanView, options: FloorPlanOptions = {}): FloorPlanModel {
  const { highlight = null, hrefOf = () => null, shown = () => true, vacantLabel = '' } = options;
  const m = PLAN_MARGIN_M;
  return {
    viewBox: `${-m} ${-m} ${hall.widthM + 2 * m} ${hall.depthM + 2 * m}`,
    width: (hall.widthM + 2 * m) * PLAN_PX_PER_M,
    height: (hall.depthM + 2 * m) * PLAN_PX_PER_M,
    hall: { width: hall.widthM, depth: hall.depthM },
    grid: { minor: gridPath(hall.widthM, hall.depthM, 1), major: gridPath(hall.widthM, hall.depthM, 10) },
    booths: hall.booths.map((booth) => ({
      id: booth.id,
      number: booth.number,
      x: booth.x,
      y: booth.y,
      width: booth.widthM,
      depth: booth.depthM,
      textX: booth.x + booth.widthM / 2,
      textY: booth.y + booth.depthM / 2,
      fontSize: boothFontSize(booth.number, booth.widthM, booth.depthM),
      href: booth.companyId === null ? null : hrefOf(booth),
      label: booth.companyName ? `${booth.number} ${booth.companyName}` : `${booth.number} ${vacantLabel}`.trim(),
      companyId: booth.companyId,
      highlighted: booth.id === highlight,
      dimmed: !shown(booth),
    })),
  };
}

/** The class names the drawing's parts take (the CSS module's, so the markup matches its stylesheet). */
export interface FloorPlanClasses {
  plan: string;
  floor: string;
  gridMinor: string;
  gridMajor: string;
  outline: string;
  booth: string;
  vacant: string;
  dimmed: string;
  highlighted: string;
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The drawing as SVG markup, for the public pages: sent in the HTML and inserted as it is, so the browser
 * builds its hundreds of shapes once and React has none of them to hydrate. The same drawing as the
 * component the console uses (components/companies/floor/floor-plan.tsx): one image with a title and a
 * description to assistive technology. A booth with an exhibitor carries its profile's address in `data-href`
 * (the plan's frame follows a click or tap on it, components/companies/floor/plan-frame.tsx): no link inside the
 * image, so nothing interactive is nested in it; keyboards and screen readers use the list of exhibitors.
 */
export function floorPlanSvg(model: FloorPlanModel, { title, description, idPrefix, classes }: { title: string; description: string; idPrefix: string; classes: FloorPlanClasses }): string {
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const booths = model.booths.map((booth) => {
    const names = [classes.booth, booth.companyId === null ? classes.vacant : '', booth.dimmed ? classes.dimmed : '', booth.highlighted ? classes.highlighted : ''].filter(Boolean).join(' ');
    const data = `data-booth="${escapeXml(booth.number)}"${booth.highlighted ? ' data-highlighted="true"' : ''}${booth.href ? ` data-href="${escapeXml(booth.href)}"` : ''}`;
    const shape =
      `<title>${escapeXml(booth.label)}</title><rect x="${booth.x}" y="${booth.y}" width="${booth.width}" height="${booth.depth}"></rect>` +
      `<text x="${booth.textX}" y="${booth.textY}" font-size="${booth.fontSize}">${escapeXml(booth.number)}</text>`;
    return `<g class="${names}" ${data}>${shape}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="${classes.plan}" viewBox="${model.viewBox}" width="${model.width}" height="${model.height}" role="img" aria-labelledby="${titleId}" aria-describedby="${descId}" data-booths="${model.booths.length}">` +
    `<title id="${titleId}">${escapeXml(title)}</title><desc id="${descId}">${escapeXml(description)}</desc>` +
    `<rect class="${classes.floor}" x="0" y="0" width="${model.hall.width}" height="${model.hall.depth}"></rect>` +
    `<path class="${classes.gridMinor}" d="${model.grid.minor}"></path><path class="${classes.gridMajor}" d="${model.grid.major}"></path>` +
    `<rect class="${classes.outline}" x="0" y="0" width="${model.hall.width}" height="${model.hall.depth}"></rect>` +
    booths.join('') +
    `</svg>`
  );
}
