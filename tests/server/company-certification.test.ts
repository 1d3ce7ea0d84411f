import { eq } from 'drizzle-orm';
import { applicationSchema, type ApplicationInput } from '@/lib/certifications/schema';
import { usccCheckCharacter } from '@/lib/certifications/uscc';
import companyRoute from '@/pages/api/companies/[id]';
import { applyForCertification } from '@/server/certifications/apply';
import { useDatabase } from '@/server/db';
import { reviewApplication } from '@/server/certifications/review';
import type { Database } from '@/server/db/client';
import { auditLog, certifications, companies, users } from '@/server/db/schema';
import { buildUser } from './auth-support';
import { freshDatabase } from './support/db';
import { callApi } from './support/api';
import { insertUpload } from './support/uploads';

/**
 * An approved certification makes or updates its company, keyed by the Unified Social Credit Code, in the
 * review's transaction: the kind added, the certified mark, a factory's or provider's details, the applicant's
 * account linked; the certification's personal fields never reach the company.
 */

let database: Database;
let reviewer: { id: number; name: string; kind: 'editor' };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const editor = await buildUser(database.db, { kind: 'editor', name: '审核编辑' });
  reviewer = { id: editor.id, name: editor.name, kind: 'editor' };
}, 60_000);
afterAll(() => database.close());

let codeCount = 0;
function newUscc(): string {
  codeCount += 1;
  const first17 = `91330200MA${String(codeCount).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

async function applyAs(input: Partial<ApplicationInput> & { kind: ApplicationInput['kind'] }, applicantId: number | null = null) {
  const licence = await insertUpload(database.db, { ownerId: applicantId });
  const common = {
    companyName: '宁波海曙精工塑料制品厂',
    uscc: newUscc(),
    legalRepresentative: '王海',
    contactName: '李婷',
    mobile: '13600000001',
    email: 'liting@jinggong.example.com',
    licenceUploadId: licence,
    consent: true as const,
  };
  const extra = { brand: { brandName: '精工' }, factory: { capacity: '50 万件/月', processes: '注塑、吹塑' }, provider: { services: '包装设计' }, retailer: { storeName: '海曙店', storeAddress: '宁波市海曙区' } }[input.kind];
  const parsed = applicationSchema.parse({ ...common, ...extra, ...input });
  const outcome = await applyForCertification(database.db, parsed, { applicantId });
  if (outcome.kind !== 'created') throw new Error(outcome.kind);
  return outcome.row;
}

const approve = (id: number) => reviewApplication(database.db, id, { decision: 'approve', note: '' }, reviewer);

async function companyByUscc(uscc: string) {
  const [row] = await database.db.select().from(companies).where(eq(companies.uscc, uscc));
  return row;
}

describe('an approved certification and its company', () => {
  it('creates the company with the certified name, kind, mark and a factory’s details, and links the applicant', async () => {
    const member = await buildUser(database.db, { name: '李婷' });
    const application = await applyAs({ kind: 'factory' }, member.id);
    expect(await companyByUscc(application.uscc)).toBeUndefined();
    const outcome = await approve(application.id);
    expect(outcome.kind).toBe('reviewed');

    const company = await companyByUscc(application.uscc);
    expect(company).toMatchObject({
      name: '宁波海曙精工塑料制品厂',
      kinds: ['factory'],
      certifiedKind: 'factory',
      certificationId: application.id,
      capacity: '50 万件/月',
      processes: ['注塑', '吹塑'],
      services: [],
      contactChannel: null,
      contactValue: null,
    });
    expect(Array.isArray(company?.kinds)).toBe(true);
    expect(company?.certifiedAt).toBeInstanceOf(Date);
    const [account] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, member.id));
    expect(account?.companyId).toBe(company?.id);

    // Nothing personal of the certification is on the company.
    const stored = JSON.stringify(company);
    for (const personal of ['王海', '李婷', '13600000001', 'liting@jinggong.example.com']) expect(stored).not.toContain(personal);

    // The public profile says certified, and has neither the code nor anything personal of the certification.
    const publicAnswer = await callApi(companyRoute, { query: { id: String(company!.id) } });
    expect(publicAnswer.status).toBe(200);
    const publicText = JSON.stringify(publicAnswer.body);
    expect(publicText).toContain('宁波海曙精工塑料制品厂');
    for (const hidden of [application.uscc, '王海', '13600000001', 'liting@jinggong.example.com', application.number]) expect(publicText).not.toContain(hidden);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'company.certify'));
    expect(entries.some((entry) => entry.entityId === String(company?.id))).toBe(true);
  });

  it('updates the company of the same code: the kind added, the mark refreshed, its own name and details kept', async () => {
    const first = await applyAs({ kind: 'brand', companyName: '宁波青山日化有限公司' });
    await approve(first.id);
    const before = await companyByUscc(first.uscc);
    if (!before) throw new Error('no company');
    await database.db.update(companies).set({ name: '青山日化', capacity: '每月 20 万瓶' }).where(eq(companies.id, before.id));

    const second = await applyAs({ kind: 'factory', uscc: first.uscc, companyName: '宁波青山日化有限公司', processes: ['灌装'] });
    await approve(second.id);
    const after = await companyByUscc(first.uscc);
    expect(after).toMatchObject({ id: before.id, name: '青山日化', kinds: ['brand', 'factory'], certifiedKind: 'factory', certificationId: second.id, capacity: '每月 20 万瓶', processes: ['灌装'] });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await database.db.select({ id: companies.id }).from(companies).where(eq(companies.uscc, first.uscc))).toHaveLength(1);

    // The same kind again adds nothing twice.
    const third = await applyAs({ kind: 'brand', uscc: first.uscc });
    await approve(third.id);
    expect((await companyByUscc(first.uscc))?.kinds).toEqual(['brand', 'factory']);
  });

  it('gives a provider’s services, leaves an account that already has a company alone, and makes nothing on a rejection', async () => {
    const member = await buildUser(database.db);
    const [other] = await database.db.insert(companies).values({ name: '另一家企业' }).returning();
    await database.db.update(users).set({ companyId: other!.id }).where(eq(users.id, member.id));
    const application = await applyAs({ kind: 'provider', services: ['包装设计', '检测'] }, member.id);
    await approve(application.id);
    expect(await companyByUscc(application.uscc)).toMatchObject({ kinds: ['provider'], services: ['包装设计', '检测'] });
    const [account] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, member.id));
    expect(account?.companyId).toBe(other!.id);

    const rejected = await applyAs({ kind: 'retailer' });
    await reviewApplication(database.db, rejected.id, { decision: 'reject', note: '执照不清晰' }, reviewer);
    expect(await companyByUscc(rejected.uscc)).toBeUndefined();
  });

  it('makes one company when two kinds of the same code are approved at once', async () => {
    const brand = await applyAs({ kind: 'brand' });
    const retailer = await applyAs({ kind: 'retailer', uscc: brand.uscc });
    await Promise.all([approve(brand.id), approve(retailer.id)]);
    const rows = await database.db.select().from(companies).where(eq(companies.uscc, brand.uscc));
    expect(rows).toHaveLength(1);
    expect([...rows[0]!.kinds].sort()).toEqual(['brand', 'retailer']);
    const statuses = await database.db.select({ status: certifications.status }).from(certifications).where(eq(certifications.uscc, brand.uscc));
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'approved']);
  });
});
