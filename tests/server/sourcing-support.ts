import { eq } from 'drizzle-orm';
import { issueSession } from '@/server/auth/sessions';
import type { Database } from '@/server/db/client';
import { companies, productCategories, users } from '@/server/db/schema';
import { chinaDay } from '@/server/kernel/china-time';
import { buildUser, type BuiltUser } from './auth-support';

/** The companies, accounts and categories the sourcing attachment and draft tests share. */

export type Person = { user: BuiltUser; cookie: string };

export interface SourcingWorld {
  category: number;
  buyerCompanyId: number;
  people: Record<'buyer' | 'colleague' | 'supplier' | 'uncertified' | 'loner' | 'editor', Person>;
}

async function person(database: Database, kind: 'member' | 'editor', name: string, companyId: number | null): Promise<Person> {
  const user = await buildUser(database.db, { kind, name });
  if (companyId !== null) await database.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  const { token } = await issueSession(database.db, user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

export async function sourcingWorld(database: Database): Promise<SourcingWorld> {
  const { db } = database;
  const [category] = await db.insert(productCategories).values({ name: '包装印刷', nameEn: 'Packaging' }).returning();
  const [buyer, supplier, uncertified] = await db
    .insert(companies)
    .values([
      { name: '青禾品牌管理有限公司', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date('2026-01-05T02:00:00Z') },
      { name: '华彩包装制品厂', kinds: ['factory'], certifiedKind: 'factory', certifiedAt: new Date('2026-02-01T02:00:00Z') },
      { name: '未认证贸易公司', kinds: ['factory'] },
    ])
    .returning();
  return {
    category: category!.id,
    buyerCompanyId: buyer!.id,
    people: {
      buyer: await person(database, 'member', '林悦', buyer!.id),
      colleague: await person(database, 'member', '林同事', buyer!.id),
      supplier: await person(database, 'member', '陈工', supplier!.id),
      uncertified: await person(database, 'member', '王五', uncertified!.id),
      loner: await person(database, 'member', '赵六', null),
      editor: await person(database, 'editor', '审核编辑', null),
    },
  };
}

export const inDays = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A request's fields as the form sends them. */
export function requestFields(category: number, overrides: Record<string, unknown> = {}) {
  return {
    title: '礼盒包装 5000 套',
    categoryId: category,
    description: '<p>天地盖礼盒，灰板 1200 克，外裱特种纸，烫金一处。</p>',
    quantity: '5000',
    unit: 'set',
    budgetBasis: 'unit',
    budgetMin: '8',
    budgetMax: '12',
    region: '上海',
    neededBy: inDays(45),
    kindsWanted: ['factory'],
    requirements: '',
    showCompany: false,
    openDays: 20,
    ...overrides,
  };
}
