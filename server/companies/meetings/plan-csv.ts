import type { VisitPlanView } from '@/lib/companies/meeting-views';
import type { ApiLocale } from '../../http/errors';
import { toCsv } from '../../kernel/csv';
import { serverTranslator } from '../../kernel/i18n';

/** The visit plan as CSV rows: stop number, hall, booth, company (headers in the request's language). */
export async function visitPlanCsv(plan: VisitPlanView, locale: ApiLocale): Promise<string> {
  const { t } = await serverTranslator(locale, ['meetings']);
  const header = ['plan.csv.order', 'plan.csv.hall', 'plan.csv.booth', 'plan.csv.company'].map((key) => t(`meetings:${key}`));
  return toCsv(
    header,
    plan.stops.map((stop, index) => [index + 1, stop.booth.hall, stop.booth.number, stop.name]),
  );
}
