import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StaffRegistrations } from '@/components/console/staff-registrations';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { RegistrationStatusAnswer } from '@/lib/activities/staff-views';
import type { StaffRegistrationRowView, StaffRegistrationsProps } from '@/lib/registrations/staff-views';
import activity from '@/locales/zh-CN/activity.json';
import adminActivities from '@/locales/zh-CN/admin-activities.json';
import common from '@/locales/zh-CN/common.json';

/**
 * /admin/registrations: each registration's status buttons (check in, confirm
 * from the waitlist, cancel after a confirmation dialog) against a stand-in
 * for the API client; the page is read again after a change, and what
 * happened — or why it was refused — is said and focused.
 */

const replace = jest.fn<Promise<boolean>, unknown[]>(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/registrations?activity=7', push: jest.fn(), replace }),
}));

const client = { setRegistrationStatus: jest.fn<Promise<RegistrationStatusAnswer>, [number, string, string]>() };
jest.mock('@/lib/activities/staff-client', () => client);

// jsdom has no modal dialogs: open and close as a browser would, without the focus trap.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const base: Omit<StaffRegistrationRowView, 'id' | 'status' | 'name' | 'code'> = {
  registeredAt: '2026-11-01 09:30',
  mobile: '13800000001',
  email: '',
  company: '海港贸易',
  position: '采购',
  audience: 'retailer',
  quantity: 2,
  checkedInAt: null,
  attendees: [],
};
const ROWS: StaffRegistrationRowView[] = [
  { ...base, id: 1, status: 'confirmed', name: '王安娜', code: 'AAAABBBBCCCC' },
  { ...base, id: 2, status: 'waitlisted', name: '李雷', code: 'DDDDEEEEFFFF' },
  { ...base, id: 3, status: 'checked_in', name: '张伟', code: 'GGGGHHHHJJJJ', checkedInAt: '2026-11-30 10:05' },
  { ...base, id: 4, status: 'cancelled', name: '赵敏', code: 'KKKKLLLLMMMM' },
];
const PROPS: StaffRegistrationsProps = {
  activities: [
    { id: 7, title: '秋季选品会', date: '2026-11-30', published: true },
    { id: 8, title: '草稿活动', date: '2026-12-10', published: false },
  ],
  current: {
    id: 7,
    title: '秋季选品会',
    published: true,
    capacity: 10,
    filters: { status: '', audience: '', q: '' },
    totals: { seatsTaken: 4, confirmed: 1, waitlisted: 1, checkedIn: 1, cancelled: 1 },
    total: 4,
    limit: 500,
    rows: ROWS,
    exportHref: '/api/admin/activities/7/registrations.csv',
  },
};

function show() {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, 'admin-activities': adminActivities, common } });
  return render(
    <TranslationProvider translator={translator}>
      <StaffRegistrations {...PROPS} />
    </TranslationProvider>,
  );
}

const answer = (id: number, status: RegistrationStatusAnswer['registration']['status'], promoted = 0): RegistrationStatusAnswer => ({
  registration: { id, status, name: '', code: '', checkedInAt: null },
  promoted,
  seatsTaken: 4,
  capacity: 10,
});
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('registration status buttons', () => {
  it('offers what each status allows, each button named with whose registration it is', () => {
    show();
    expect(within(rowOf('王安娜')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '签到：王安娜（AAAABBBBCCCC）',
      '取消报名：王安娜（AAAABBBBCCCC）',
    ]);
    expect(within(rowOf('李雷')).getAllByRole('button').map((b) => b.textContent)).toEqual(['转为已确认', '取消报名']);
    expect(within(rowOf('张伟')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('赵敏')).queryAllByRole('button')).toEqual([]);
    // A hidden activity is offered, marked as such.
    expect(screen.getByRole('option', { name: /草稿活动/ })).toHaveTextContent('2026-12-10 草稿活动 (未公开)');
  });

  it('checks in at once, reads the page again and says so in a focused status message', async () => {
    client.setRegistrationStatus.mockResolvedValueOnce(answer(1, 'checked_in'));
    show();
    act(() => screen.getByRole('button', { name: '签到：王安娜（AAAABBBBCCCC）' }).click());
    await waitFor(() => expect(screen.getByText('王安娜已签到。')).toHaveAttribute('role', 'status'));
    expect(client.setRegistrationStatus).toHaveBeenCalledWith(1, 'checked_in', 'zh-CN');
    expect(replace).toHaveBeenCalledWith('/admin/registrations?activity=7', undefined, { scroll: false });
    // The focus moves once the page's data is in (the row busy for at least 200 ms meanwhile).
    await waitFor(() => expect(screen.getByText('王安娜已签到。')).toHaveFocus());
  });

  it('asks before cancelling; keeping it sends nothing, confirming cancels and says who moved up from the waitlist', async () => {
    client.setRegistrationStatus.mockResolvedValueOnce(answer(1, 'cancelled', 1));
    show();
    act(() => screen.getByRole('button', { name: '取消报名：王安娜（AAAABBBBCCCC）' }).click());
    const dialog = screen.getByRole('dialog', { name: '取消这条报名？' });
    expect(dialog).toHaveAccessibleDescription(/王安娜（确认码 AAAABBBBCCCC，2 人）的报名将被取消/);
    expect(within(dialog).getByRole('button', { name: '不取消' })).toHaveFocus();
    act(() => within(dialog).getByRole('button', { name: '不取消' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.setRegistrationStatus).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: '取消报名：王安娜（AAAABBBBCCCC）' }).click());
    act(() => within(screen.getByRole('dialog')).getByRole('button', { name: '确定取消' }).click());
    await waitFor(() => expect(screen.getByText('王安娜的报名已取消。 候补中有 1 条已自动转为已确认。')).toHaveFocus());
    expect(client.setRegistrationStatus).toHaveBeenCalledWith(1, 'cancelled', 'zh-CN');
  });

  it('says why a change was refused (the API’s message) in an alert, and keeps the buttons', async () => {
    client.setRegistrationStatus.mockRejectedValueOnce({
      response: { status: 409, data: { error: { code: 'conflict', message: '名额不足：还剩 1 席，这条报名需要 2 席。请先调高名额或取消其他报名。' } }, headers: {} },
    });
    show();
    act(() => screen.getByRole('button', { name: '转为已确认：李雷（DDDDEEEEFFFF）' }).click());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('名额不足：还剩 1 席'));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '转为已确认：李雷（DDDDEEEEFFFF）' })).toBeEnabled();
  });

  it('sends one change at a time: the other buttons wait while one is on its way', async () => {
    let finish: (value: RegistrationStatusAnswer) => void = () => undefined;
    client.setRegistrationStatus.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    show();
    act(() => screen.getByRole('button', { name: '签到：王安娜（AAAABBBBCCCC）' }).click());
    await waitFor(() => expect(within(rowOf('王安娜')).getByText('处理中…')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '转为已确认：李雷（DDDDEEEEFFFF）' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '转为已确认：李雷（DDDDEEEEFFFF）' }));
    await act(async () => finish(answer(1, 'checked_in')));
    expect(client.setRegistrationStatus).toHaveBeenCalledTimes(1);
  });
});
