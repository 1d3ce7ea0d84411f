import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { CompanyChoiceView, StaffBoothView, StaffFloorView, StaffHallView } from '@/lib/companies/floor-views';
import { compareBoothNumbers } from '@/lib/companies/booth-rules';
import { versionOf } from '../../audit/record-version';
import type { Executor } from '../../db';
import { activities, booths, companies } from '../../db/schema';
import { hallsOfShow, type BoothRow, type HallRow } from './queries';

/**
 * The console's floor editor (/admin/activities/floor?id=): a show's halls and booths as staff edit them,
 * each with its version, hidden companies too; and the companies staff may assign, found by name.
 */

/** A show by id (published or hidden), or null when the id names none or an activity that is not a show. */
export async function staffShow(db: Executor, id: number): Promise<{ id: number; title: string } | null> {
  const [row] = await db.select({ id: activities.id, title: activities.title, kind: activities.kind }).from(activities).where(eq(activities.id, id)).limit(1);
  return row && row.kind === 'show' ? { id: row.id, title: row.title } : null;
}

export function staffHallView(hall: HallRow, boothViews: StaffBoothView[]): StaffHallView {
  return {
    id: hall.id,
    name: hall.name,
    nameEn: hall.nameEn ?? '',
    widthM: hall.widthM,
    depthM: hall.depthM,
    sortOrder: hall.sortOrder,
    version: versionOf(hall.updatedAt),
    booths: boothViews,
  };
}

export async function staffBoothView(db: Executor, booth: BoothRow): Promise<StaffBoothView> {
  const [company] = booth.companyId === null ? [] : await db.select({ name: companies.name }).from(companies).where(eq(companies.id, booth.companyId)).limit(1);
  return boothView(booth, company?.name ?? null);
}

function boothView(booth: BoothRow, companyName: string | null): StaffBoothView {
  return {
    id: booth.id,
    hallId: booth.hallId,
    number: booth.number,
    x: booth.x,
    y: booth.y,
    widthM: booth.widthM,
    depthM: booth.depthM,
    companyId: booth.companyId,
    companyName,
    version: versionOf(booth.updatedAt),
  };
}

export async function staffFloor(db: Executor, show: { id: number; title: string }): Promise<StaffFloorView> {
  const [hallRows, boothRows] = await Promise.all([
    hallsOfShow(db, show.id),
    db.select({ booth: booths, companyName: companies.name }).from(booths).leftJoin(companies, eq(companies.id, booths.companyId)).where(eq(booths.showId, show.id)),
  ]);
  return {
    show,
    halls: hallRows.map((hall) =>
      staffHallView(
        hall,
        boothRows
          .filter(({ booth }) => booth.hallId === hall.id)
          .sort((a, b) => compareBoothNumbers(a.booth.number, b.booth.number))
          .map(({ booth, companyName }) => boothView(booth, companyName)),
      ),
    ),
  };
}

const CHOICES_SHOWN = 20;

/** Companies whose name (zh or en) holds `q`, at most 20, each with its booth at this show if it has one. */
export async function companyChoices(db: Executor, showId: number, q: string): Promise<CompanyChoiceView[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(q === '' ? undefined : or(ilike(companies.name, pattern), ilike(companies.nameEn, pattern)))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(CHOICES_SHOWN);
  const ids = rows.map((row) => row.id);
  const placed = ids.length === 0 ? [] : await db.select({ companyId: booths.companyId, number: booths.number }).from(booths).where(and(eq(booths.showId, showId), inArray(booths.companyId, ids)));
  return rows.map((row) => ({ id: row.id, name: row.name, boothNumber: placed.find((booth) => booth.companyId === row.id)?.number ?? null }));
}
