import type { CompanyTrustAnswer, InvitationAnswer, StaffRequestActionAnswer } from '@/lib/sourcing/staff-views';
import type { StaffRequestAction } from '@/lib/sourcing/staff-schema';
import type { AuditActor } from '../audit/record';
import { staleSaveError, versionOf } from '../audit/record-version';
import type { Db } from '../db';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { limitedPerAccount } from '../http/rate-limited';
import { sourcingText } from './api-messages';
import { inviteCompany } from './invitations';
import { actOnRequest, setCompanyTrusted } from './staff';

/**
 * The answers of /admin/sourcing's routes (pages/api/admin/sourcing/{id}/status, …/invitations and
 * pages/api/admin/companies/{id}/trusted): each counted against the staff account's allowance (`sourcingStaff`,
 * server/auth/throttle.ts; a refusal for what was sent — 4xx — is given back), 404 for an unknown record, 409
 * for a stale version or a request in the wrong state.
 */

export interface StaffRequest {
  db: Db;
  actor: AuditActor;
  locale: ApiLocale;
}

function limited<T>({ actor, locale }: StaffRequest, work: () => Promise<T>): Promise<T> {
  return limitedPerAccount(
    { action: 'sourcingStaff', account: actor, locale, key: 'sourcing:staff.api.limited', refusedInput: (error) => error instanceof ApiError && error.status < 500 && error.code !== 'rate_limited' },
    work,
  );
}

const notFound = (locale: ApiLocale) => new ApiError('not_found', defaultMessage('not_found', locale));
const conflict = async (locale: ApiLocale, key: string, field?: string) => {
  const message = await sourcingText(locale, `staff.api.${key}`);
  return new ApiError('conflict', message, field ? { [field]: [message] } : undefined);
};

export function requestActionAnswer(request: StaffRequest, id: number, input: { action: StaffRequestAction; reason: string; version: string }): Promise<StaffRequestActionAnswer> {
  return limited(request, async () => {
    const outcome = await actOnRequest(request.db, id, input, request.actor);
    if (outcome.kind === 'not_found') throw notFound(request.locale);
    if (outcome.kind === 'stale') throw await staleSaveError(request.locale, outcome.stale);
    if (outcome.kind === 'not_allowed') throw await conflict(request.locale, input.action === 'close' ? 'notOpen' : 'notShown');
    const status = outcome.request.status === 'hidden' ? 'hidden' : 'closed';
    return { request: { id, status, version: versionOf(outcome.request.updatedAt) } };
  });
}

export function trustAnswer(request: StaffRequest, companyId: number, input: { trusted: boolean; version: string }): Promise<CompanyTrustAnswer> {
  return limited(request, async () => {
    const outcome = await setCompanyTrusted(request.db, companyId, input, request.actor);
    if (outcome.kind === 'not_found') throw notFound(request.locale);
    if (outcome.kind === 'stale') throw await staleSaveError(request.locale, outcome.stale);
    return { company: { id: companyId, trusted: outcome.company.trusted, version: versionOf(outcome.company.updatedAt) } };
  });
}

export function invitationAnswer(request: StaffRequest, requestId: number, companyId: number): Promise<InvitationAnswer> {
  return limited(request, async () => {
    const outcome = await inviteCompany(request.db, requestId, companyId, request.actor);
    if (outcome.kind === 'not_found') throw notFound(request.locale);
    if (outcome.kind === 'not_open') throw await conflict(request.locale, 'notOpen');
    if (outcome.kind === 'already_invited') throw await conflict(request.locale, 'alreadyInvited', 'companyId');
    if (outcome.kind === 'already_quoted') throw await conflict(request.locale, 'alreadyQuoted', 'companyId');
    if (outcome.kind === 'company_invalid') {
      const message = await sourcingText(request.locale, 'staff.api.companyInvalid');
      throw new ApiError('validation_failed', message, { companyId: [message] });
    }
    return { invitation: { requestId, companyId, invitedAt: outcome.invitedAt.toISOString() } };
  });
}
