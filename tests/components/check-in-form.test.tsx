import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CheckInForm } from '@/components/exhibitor/check-in-form';
import { createI18n } from '@/lib/i18n';
import type { CheckInInput } from '@/lib/schemas/registration';
import { TranslationProvider } from '@/lib/use-translation';
import type { CheckInAnswer } from '@/lib/views/registration-views';
import activity from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/**
 * The booth's scanner says why a ticket is turned away — an activity the
 * exhibitor does not take part in, check-in not open yet (from when), the
 * activity over — in an alert, keeping the code typed; a ticket accepted
 * shows who it is.
 */

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', pathname: '/exhibitor', replace }) }));

// The real schema; only the request is a stand-in.
const checkIn = jest.fn<Promise<CheckInAnswer>, [CheckInInput, string]>();
jest.mock('@/lib/registration-client', () => ({ ...jest.requireActual('@/lib/registration-client'), checkIn: (...args: [CheckInInput, string]) => checkIn(...args) }));

const refusal = (status: number, code: string, message: string) => ({ response: { status, data: { error: { code, message } }, headers: {} } });

function show() {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, common } });
  render(
    <TranslationProvider translator={translator}>
      <h2 id="check-in-title">扫码签到</h2>
      <CheckInForm initialCode="" />
    </TranslationProvider>,
  );
  return screen.getByRole('form', { name: '扫码签到' });
}

async function scan(form: HTMLElement, code: string) {
  fireEvent.change(within(form).getByLabelText('确认码'), { target: { value: code } });
  await act(async () => {
    fireEvent.submit(form);
  });
}

describe('CheckInForm', () => {
  it.each([
    [403, 'forbidden', '这张票属于您未参展的活动，不能在这里签到。'],
    [409, 'conflict', '入场尚未开始：2030-05-20 09:30 起可签到。'],
    [409, 'conflict', '活动已结束，不能再签到。'],
  ])('shows the server’s reason for a %i in an alert and keeps the code', async (status, code, message) => {
    checkIn.mockRejectedValueOnce(refusal(status, code, message));
    const form = show();
    await scan(form, 'ABCD-EFGH-JKLM');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
    expect(checkIn).toHaveBeenCalledWith({ code: 'ABCD-EFGH-JKLM' }, 'zh-CN');
    expect(within(form).getByLabelText('确认码')).toHaveValue('ABCD-EFGH-JKLM');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the visitor of a ticket checked in, after a refusal, and clears the alert', async () => {
    checkIn.mockRejectedValueOnce(refusal(409, 'conflict', '活动已结束，不能再签到。'));
    const form = show();
    await scan(form, 'ABCDEFGHJKLM');
    await waitFor(() => expect(within(form).getByRole('alert')).toBeInTheDocument());

    checkIn.mockResolvedValueOnce({
      first: true,
      checkedInLabel: '2030-05-20 10:00',
      visitor: { code: 'ABCDEFGHJKLN', name: '韩梅梅', company: '东方工厂', position: '厂长', quantity: 2, activityTitle: '供应链沙龙' },
    });
    await scan(form, 'ABCDEFGHJKLN');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('签到成功'));
    expect(within(form).getByRole('status')).toHaveTextContent('韩梅梅 · 东方工厂 · 厂长（2 人）');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
