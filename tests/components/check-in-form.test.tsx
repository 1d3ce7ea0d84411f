import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CheckInForm } from '@/components/exhibitor/check-in-form';
import { createI18n } from '@/lib/i18n';
import type { CheckInInput } from '@/lib/registrations/schema';
import { TranslationProvider } from '@/lib/use-translation';
import type { CheckInAnswer, CheckInPreviewAnswer } from '@/lib/registrations/views';
import activity from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/**
 * The booth's check-in in two steps: the code is looked up first and the
 * ticket's holder shown with 确认签到 under the name; only that press checks
 * the ticket in. A refusal (an activity the exhibitor does not take part in,
 * check-in not open yet, the activity over) is said in an alert, keeping the
 * code typed; a ticket checked in before says when and offers nothing to press.
 */

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', pathname: '/exhibitor', replace }) }));

// The real schema; only the requests are stand-ins.
const lookUpTicket = jest.fn<Promise<CheckInPreviewAnswer>, [CheckInInput, string]>();
const checkIn = jest.fn<Promise<CheckInAnswer>, [CheckInInput, string]>();
jest.mock('@/lib/registrations/client', () => ({
  ...jest.requireActual('@/lib/registrations/client'),
  lookUpTicket: (...args: [CheckInInput, string]) => lookUpTicket(...args),
  checkIn: (...args: [CheckInInput, string]) => checkIn(...args),
}));

const refusal = (status: number, code: string, message: string) => ({ response: { status, data: { error: { code, message } }, headers: {} } });
const visitor = { code: 'ABCDEFGHJKLN', name: '韩梅梅', company: '东方工厂', position: '厂长', quantity: 2, activityTitle: '供应链沙龙' };
const found = (over: Partial<CheckInPreviewAnswer> = {}): CheckInPreviewAnswer => ({ status: 'confirmed', checkedInLabel: null, inLeads: false, visitor, ...over });

beforeEach(() => {
  lookUpTicket.mockReset();
  checkIn.mockReset();
  replace.mockClear();
});

function show(initialCode = '') {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, common } });
  render(
    <TranslationProvider translator={translator}>
      <h2 id="check-in-title">扫码签到</h2>
      <CheckInForm initialCode={initialCode} />
    </TranslationProvider>,
  );
  return screen.getByRole('form', { name: '扫码签到' });
}

async function lookUp(code: string) {
  const form = screen.getByRole('form', { name: '扫码签到' });
  fireEvent.change(within(form).getByLabelText('确认码'), { target: { value: code } });
  await act(async () => {
    fireEvent.submit(form);
  });
}

/** The holder's card, found by the name it is labelled with. */
const card = async (name = '韩梅梅') => screen.findByRole('group', { name });

describe('CheckInForm: the look-up', () => {
  it.each([
    [404, 'not_found', '没有这张票：请核对确认码。'],
    [403, 'forbidden', '这张票属于您未参展的活动，不能在这里签到。'],
    [409, 'conflict', '入场尚未开始：2030-05-20 09:30 起可签到。'],
    [409, 'conflict', '活动已结束，不能再签到。'],
    [409, 'conflict', '这条报名还在候补名单中，不能签到。'],
  ])('shows the server’s reason for a %i in an alert, keeps the code and checks nothing in', async (status, code, message) => {
    lookUpTicket.mockRejectedValueOnce(refusal(status, code, message));
    const form = show();
    await lookUp('ABCD-EFGH-JKLM');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
    expect(lookUpTicket).toHaveBeenCalledWith({ code: 'ABCD-EFGH-JKLM' }, 'zh-CN');
    expect(within(form).getByLabelText('确认码')).toHaveValue('ABCD-EFGH-JKLM');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says 正在查询… for at least 200 ms, however fast the answer', async () => {
    lookUpTicket.mockResolvedValueOnce(found());
    show();
    const started = Date.now();
    await lookUp('ABCDEFGHJKLN');
    expect(screen.getByRole('button', { name: '正在查询…' })).toHaveAttribute('aria-busy', 'true');
    await card();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('CheckInForm: a ticket’s address opened at the booth (/exhibitor?code=)', () => {
  it('looks the code up as the page opens and shows the holder, checking nothing in until 确认签到', async () => {
    lookUpTicket.mockResolvedValueOnce(found());
    show('ABCDEFGHJKLN');
    const holder = await card();
    expect(lookUpTicket).toHaveBeenCalledTimes(1);
    expect(lookUpTicket).toHaveBeenCalledWith({ code: 'ABCDEFGHJKLN' }, 'zh-CN');
    expect(within(holder).getByRole('button', { name: '确认签到' })).toBeEnabled();
    expect(checkIn).not.toHaveBeenCalled();

    // 换一个: an empty field for the next ticket, and the code of the address is not looked up again.
    fireEvent.click(within(holder).getByRole('button', { name: '换一个' }));
    expect(screen.getByLabelText('确认码')).toHaveValue('');
    expect(lookUpTicket).toHaveBeenCalledTimes(1);
  });

  it('says why a code in the address is refused, keeping it in the field', async () => {
    lookUpTicket.mockRejectedValueOnce(refusal(404, 'not_found', '没有这张票：请核对确认码。'));
    const form = show('ABCDEFGHJKLN');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('没有这张票：请核对确认码。'));
    expect(within(form).getByLabelText('确认码')).toHaveValue('ABCDEFGHJKLN');
  });

  it('looks nothing up when the address has no code', async () => {
    show();
    await act(async () => undefined);
    expect(lookUpTicket).not.toHaveBeenCalled();
  });
});

describe('CheckInForm: the holder, then 确认签到', () => {
  it('shows who holds the ticket with 确认签到 in the same card, and checks in only when it is pressed', async () => {
    lookUpTicket.mockResolvedValueOnce(found());
    show();
    await lookUp('abcd efgh jkln');
    const holder = await card();
    expect(within(holder).getByRole('heading', { name: '韩梅梅' })).toHaveFocus();
    expect(holder).toHaveTextContent('东方工厂 · 厂长 · 2 人');
    expect(holder).toHaveTextContent('供应链沙龙 · ABCD EFGH JKLN');
    expect(holder).toHaveTextContent('尚未签到：请核对姓名后确认。');
    expect(checkIn).not.toHaveBeenCalled();

    checkIn.mockResolvedValueOnce({ first: true, checkedInLabel: '2030-05-20 10:00', visitor });
    fireEvent.click(within(holder).getByRole('button', { name: '确认签到' }));
    expect(within(holder).getByRole('button', { name: '正在签到…' })).toBeDisabled();
    await waitFor(() => expect(within(holder).getByRole('status')).toHaveTextContent('签到成功'));
    expect(within(holder).getByRole('status')).toHaveFocus();
    expect(checkIn).toHaveBeenCalledWith({ code: 'ABCDEFGHJKLN' }, 'zh-CN');
    expect(replace).toHaveBeenCalledWith({ pathname: '/exhibitor' }, undefined, { scroll: false });
    expect(within(holder).queryByRole('button', { name: '确认签到' })).not.toBeInTheDocument();

    // The next visitor: an empty code field with the cursor in it.
    fireEvent.click(within(holder).getByRole('button', { name: '下一位' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByLabelText('确认码')).toHaveValue('');
    expect(screen.getByLabelText('确认码')).toHaveFocus();
  });

  it('says when a ticket was checked in before and offers nothing to press when the visitor is a lead already', async () => {
    lookUpTicket.mockResolvedValueOnce(found({ status: 'checked_in', checkedInLabel: '2030-05-20 09:45', inLeads: true }));
    show();
    await lookUp('ABCDEFGHJKLN');
    const holder = await card();
    expect(holder).toHaveTextContent('这张票已于 2030-05-20 09:45 签到过，已在您的线索中。');
    expect(within(holder).getAllByRole('button').map((button) => button.textContent)).toEqual(['换一个']);
  });

  it('offers to add a visitor someone else checked in to the exhibitor’s leads', async () => {
    lookUpTicket.mockResolvedValueOnce(found({ status: 'checked_in', checkedInLabel: '2030-05-20 09:45' }));
    show();
    await lookUp('ABCDEFGHJKLN');
    const holder = await card();
    expect(holder).toHaveTextContent('这张票已于 2030-05-20 09:45 签到过，访客还不在您的线索中。');
    expect(within(holder).queryByRole('button', { name: '确认签到' })).not.toBeInTheDocument();
    checkIn.mockResolvedValueOnce({ first: false, checkedInLabel: '2030-05-20 09:45', visitor });
    fireEvent.click(within(holder).getByRole('button', { name: '加入我的线索' }));
    await waitFor(() => expect(within(holder).getByRole('status')).toHaveTextContent('这张票已于 2030-05-20 09:45 签到过，已在您的线索中。'));
  });

  it('announces a check-in refused after the look-up (the activity ended meanwhile) in an alert beside the name', async () => {
    lookUpTicket.mockResolvedValueOnce(found());
    show();
    await lookUp('ABCDEFGHJKLN');
    const holder = await card();
    checkIn.mockRejectedValueOnce(refusal(409, 'conflict', '活动已结束，不能再签到。'));
    fireEvent.click(within(holder).getByRole('button', { name: '确认签到' }));
    await waitFor(() => expect(within(holder).getByRole('alert')).toHaveTextContent('活动已结束，不能再签到。'));
    expect(within(holder).getByRole('button', { name: '确认签到' })).toBeEnabled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('goes back with 换一个 or Escape, checking nothing in', async () => {
    lookUpTicket.mockResolvedValue(found());
    show();
    await lookUp('ABCDEFGHJKLN');
    fireEvent.click(within(await card()).getByRole('button', { name: '换一个' }));
    expect(screen.getByLabelText('确认码')).toHaveFocus();

    await lookUp('ABCDEFGHJKLN');
    const holder = await card();
    fireEvent.keyDown(within(holder).getByRole('button', { name: '确认签到' }), { key: 'Escape' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });
});
