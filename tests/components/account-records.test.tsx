import { render, screen, within } from '@testing-library/react';
import { AccountRecords } from '@/components/accounts/account-records';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { AccountApplicationView, AccountRecordsView, AccountRegistrationView } from '@/lib/accounts/views';
import account from '@/locales/zh-CN/account.json';
import common from '@/locales/zh-CN/common.json';

/** /account's lists: what each item says and where it leads; what an empty list says. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', query: {}, asPath: '/account', prefetch: jest.fn() }) }));

const registration = (overrides: Partial<AccountRegistrationView>): AccountRegistrationView => ({
  code: 'BZB9NWC85JES',
  activityId: 3,
  activityTitle: '供应链沙龙',
  startLabel: '2027-01-13 14:00',
  online: false,
  venue: '会展中心',
  status: 'confirmed',
  quantity: 2,
  registeredLabel: '2026-11-29 12:00',
  registeredAt: '2026-11-29T04:00:00.000Z',
  past: false,
  activityGone: false,
  ...overrides,
});

const application = (overrides: Partial<AccountApplicationView>): AccountApplicationView => ({
  reference: 'AP-20261129-CD5H5T',
  jobId: 7,
  jobTitle: '高级前端工程师',
  status: 'interview',
  submittedLabel: '2026-11-29 12:33',
  submittedAt: '2026-11-29T04:33:00.000Z',
  updatedLabel: '2026-11-30 09:00',
  ...overrides,
});

function renderRecords(records: AccountRecordsView) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, account } });
  return render(
    <TranslationProvider translator={translator}>
      <AccountRecords records={records} />
    </TranslationProvider>,
  );
}

it('links each registration to its ticket with its status and code, an application to its job with its status, a rejected submission back to the form with the note', () => {
  renderRecords({
    registrations: [registration({}), registration({ code: 'CCCCCCCCCCCC', activityTitle: '已下线的活动', activityGone: true, status: 'cancelled' })],
    applications: [application({})],
    submissions: [{ id: 9, title: '退回的稿', channel: 'hot', status: 'rejected', reviewNote: '请补充数据来源。', updatedAt: '2026-11-01T02:00:00.000Z', date: '2026-11-01' }],
  });
  const registrations = within(document.getElementById('my-registrations')!);
  const [live, gone] = registrations.getAllByRole('listitem');
  expect(within(live!).getByRole('link', { name: '供应链沙龙' })).toHaveAttribute('href', '/activityDetail/register?id=3&code=BZB9NWC85JES');
  expect(live).toHaveTextContent('已确认');
  expect(live).toHaveTextContent('2027-01-13 14:00 · 会展中心 · 2 人 · 确认码 BZB9NWC85JES');
  expect(within(gone!).queryByRole('link')).toBeNull();
  expect(gone).toHaveTextContent('已取消');

  const applications = within(document.getElementById('my-applications')!);
  expect(applications.getByRole('link', { name: '高级前端工程师' })).toHaveAttribute('href', '/join-us/recruit-detail?id=7');
  expect(applications.getByText('邀请面试')).toBeInTheDocument();
  expect(applications.getByRole('listitem')).toHaveTextContent('申请编号 AP-20261129-CD5H5T');

  const submissions = within(document.getElementById('my-submissions')!);
  expect(submissions.getByRole('link', { name: '退回的稿' })).toHaveAttribute('href', '/publish?id=9');
  expect(submissions.getByText('审核意见：请补充数据来源。')).toBeInTheDocument();
  expect(submissions.getByRole('link', { name: '查看全部投稿' })).toHaveAttribute('href', '/publish#mine');
});

it('says what an empty list means and where to go; no submissions card for an account that cannot write', () => {
  renderRecords({ registrations: [], applications: [], submissions: null });
  expect(screen.getByText(account.records.registrationsEmpty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看近期活动' })).toHaveAttribute('href', '/activities');
  expect(screen.getByText(account.records.applicationsEmpty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看招聘职位' })).toHaveAttribute('href', '/join-us');
  expect(document.getElementById('my-submissions')).toBeNull();
  expect(screen.queryAllByRole('listitem')).toEqual([]);
});
