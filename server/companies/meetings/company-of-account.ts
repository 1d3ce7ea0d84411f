import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { users } from '../../db/schema';

/** The company an account acts for (users.companyId), or null. */
export async function companyOfAccount(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}
