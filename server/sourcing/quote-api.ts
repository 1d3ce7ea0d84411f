import type { OwnQuoteAnswer } from '@/lib/sourcing/views';
import type { Executor } from '../db';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { sourcingText } from './api-messages';
import type { QuoteOutcome } from './quote';
import { ownQuote } from './quotes-read';

/**
 * The answer of the quote routes (pages/api/sourcing/[id]/quote*): the supplier's quote as it now is, or the
 * one error shape — 404 (no request the public sees), 403 (this company may not quote: not certified, its own
 * request, a kind not wanted), 409 (the request no longer takes quotes; the quote changed since the version the
 * form was based on; nothing to revise or withdraw; the buyer already decided), 400 (a validity out of range).
 */
export async function quoteAnswer(db: Executor, outcome: QuoteOutcome, locale: ApiLocale): Promise<OwnQuoteAnswer> {
  switch (outcome.kind) {
    case 'not_found':
      throw new ApiError('not_found', defaultMessage('not_found', locale));
    case 'refused':
      throw new ApiError(outcome.reason === 'ended' ? 'conflict' : 'forbidden', await sourcingText(locale, `api.quote.${outcome.reason}`));
    case 'stale':
      throw new ApiError('conflict', await sourcingText(locale, 'api.quote.stale', { revision: outcome.revision }));
    case 'exists':
      throw new ApiError('conflict', await sourcingText(locale, 'api.quote.gone'));
    case 'no_quote':
      throw new ApiError('conflict', await sourcingText(locale, 'api.quote.noQuote'));
    case 'decided':
      throw new ApiError('conflict', await sourcingText(locale, 'api.quote.decided'));
    case 'invalid':
      throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
    case 'saved': {
      const quote = await ownQuote(db, outcome.quote.requestId, outcome.quote.supplierCompanyId);
      if (!quote) throw new Error(`quote ${outcome.quote.id} vanished`);
      return { quote };
    }
  }
}

/** Refusals of the quote routes that give the attempt back to the account's limit (nothing was written). */
export const quoteRefused = (error: unknown): boolean => error instanceof ApiError && ['validation_failed', 'conflict', 'forbidden', 'not_found'].includes(error.code);
