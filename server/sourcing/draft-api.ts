import type { SourcingDraftSavedAnswer } from '@/lib/sourcing/views';
import { staleSaveError } from '../audit/record-version';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { sourcingText } from './api-messages';
import type { DraftOutcome } from './drafts';

/** A draft save's outcome as the API answers it: `{ draft }`, or the error of why not. */
export async function draftAnswer(outcome: DraftOutcome, locale: ApiLocale): Promise<SourcingDraftSavedAnswer> {
  switch (outcome.kind) {
    case 'saved':
      return { draft: { id: outcome.id, version: outcome.version } };
    case 'no_company':
    case 'not_certified':
      throw new ApiError('forbidden', await sourcingText(locale, 'api.notCertified'));
    case 'missing':
      throw new ApiError('not_found', await sourcingText(locale, 'api.draftMissing'));
    case 'stale':
      throw await staleSaveError(locale, outcome.version, 'sourcing:api.stale');
    case 'invalid':
      throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
  }
}
