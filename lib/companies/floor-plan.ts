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
