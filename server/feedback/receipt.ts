import type { FeedbackReceipt } from '@/lib/feedback/views';
import { chinaDateTime } from '../kernel/china-time';
import type { FeedbackRow } from './submit';

/** What the visitor is told of their stored message. */
export function feedbackReceipt(row: FeedbackRow): FeedbackReceipt {
  return { reference: row.reference, receivedAt: row.createdAt.toISOString(), receivedLabel: chinaDateTime(row.createdAt) };
}
