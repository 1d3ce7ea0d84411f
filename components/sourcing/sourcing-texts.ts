import type { TFunction } from '@/lib/i18n';
import type { BudgetView } from '@/lib/sourcing/views';

/** A quantity with its unit: "20,000 件", "20,000 pcs" (grouped the same way on the server and in the browser). */
export function quantityText(t: TFunction, quantity: number, unit: string): string {
  return `${String(quantity).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${t(`sourcing:units.${unit}`)}`;
}

/** A budget as one line: "目标单价 ¥12–¥15". */
export function budgetText(t: TFunction, budget: BudgetView | null): string {
  if (!budget) return t('sourcing:budget.none');
  const range =
    budget.min !== null && budget.max !== null
      ? budget.min === budget.max
        ? `¥${budget.min}`
        : t('sourcing:budget.range', { min: budget.min, max: budget.max })
      : budget.min !== null
        ? t('sourcing:budget.from', { min: budget.min })
        : t('sourcing:budget.upTo', { max: budget.max });
  return `${t(`sourcing:budget.${budget.basis}`)} ${range}`;
}
