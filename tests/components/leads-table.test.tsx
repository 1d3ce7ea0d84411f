import { render, screen, within } from '@testing-library/react';
import { LeadsTable } from '@/components/exhibitor/leads-table';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { LeadView } from '@/lib/registrations/views';
import activity from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/** The exhibitor's leads in the console's table pattern: a named region that scrolls sideways, each row led by the visitor's name. */

const lead: LeadView = {
  scannedLabel: '2030-05-20 10:00',
  name: '韩梅梅',
  mobile: '13600000001',
  email: 'han@example.com',
  company: '东方工厂',
  position: '厂长',
  audience: 'factory',
  quantity: 2,
  activityTitle: '供应链沙龙',
  code: 'ABCDEFGHJKLN',
};

function show(leads: LeadView[], total = leads.length) {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, common } });
  render(
    <TranslationProvider translator={translator}>
      <LeadsTable leads={leads} total={total} />
    </TranslationProvider>,
  );
}

it('leads each row with the visitor’s name as its row header, in a focusable region named 我的线索', () => {
  show([lead]);
  const region = screen.getByRole('region', { name: '我的线索' });
  expect(region).toHaveAttribute('tabindex', '0');
  const table = within(region).getByRole('table', { name: '我的线索' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)[0]).toBe('姓名');
  const row = within(table).getByRole('row', { name: /韩梅梅/ });
  expect(within(row).getByRole('rowheader')).toHaveTextContent('韩梅梅');
  expect(row.firstElementChild).toBe(within(row).getByRole('rowheader'));
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '2030-05-20 10:00',
    '东方工厂',
    '厂长',
    '13600000001',
    'han@example.com',
    '工厂',
    '2',
    '供应链沙龙',
  ]);
});

it('says so when there are no leads, with no table and no export', () => {
  show([]);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
