/**
 * A slot clash as the database reports it: the partial unique indexes of `meetings` (one meeting per slot for
 * a company, one per slot for a member, while requested, proposed or accepted) turn the second of two
 * simultaneous bookings into a unique violation, which names the index.
 */

export type SlotClash = 'slot_taken' | 'member_busy';

export function slotClashOf(error: unknown): SlotClash | null {
  // node-postgres and PGlite put the SQLSTATE and the constraint on the error; drizzle wraps it as the cause.
  const record = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: { code?: unknown; constraint?: unknown; message?: unknown } } | null;
  const source = record?.code === '23505' ? record : record?.cause?.code === '23505' ? record.cause : null;
  if (!source) return null;
  const name = `${String(source.constraint ?? '')} ${String(source.message ?? '')}`;
  if (name.includes('meetings_company_slot_idx')) return 'slot_taken';
  if (name.includes('meetings_requester_slot_idx')) return 'member_busy';
  return null;
}
