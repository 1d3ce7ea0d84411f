import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Ticket } from '@/components/registrations/ticket';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { RegistrationAnswer } from '@/lib/registrations/views';
import activityText from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/**
 * The ticket's ways to keep it (PDF, calendar, QR image), the PDF's refusal
 * said in an alert, and a cancelled ticket: when it was cancelled, and
 * 重新报名 only while the activity takes registrations.
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', pathname: '/activityDetail/register' }) }));

const ticketPdf = jest.fn<Promise<Blob>, [string, unknown, string]>();
jest.mock('@/lib/registrations/client', () => ({
  ...jest.requireActual('@/lib/registrations/client'),
  ticketPdf: (...args: [string, unknown, string]) => ticketPdf(...args),
}));
const saveFile = jest.fn();
jest.mock('@/lib/registrations/save-file', () => ({ saveFile: (...args: unknown[]) => saveFile(...args) }));

const answer = (status: RegistrationAnswer['registration']['status'], over: Partial<RegistrationAnswer['registration']> = {}): RegistrationAnswer => ({
  registration: { code: 'ABCDEFGHJKLM', status, waitlistPosition: null, quantity: 1, name: '李雷', activityId: 3, checkedInAt: null, checkedInLabel: null, cancelledLabel: null, registeredAgain: false, attendees: [], registeredBy: null, ...over },
  activity: { id: 3, title: '供应链沙龙', startLabel: '2030-05-20 09:00', endLabel: '2030-05-20 12:00', venue: '会展中心', address: '', online: false, onlineUrl: null },
});

function show(props: Partial<Parameters<typeof Ticket>[0]> & { answer: RegistrationAnswer }) {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity: activityText, common } });
  const handlers = { onChange: jest.fn(), onDone: jest.fn(), onRegisterAgain: jest.fn() };
  render(
    <TranslationProvider translator={translator}>
      <Ticket mobile={null} linkKey="AbCdEfGhIj" {...handlers} {...props} />
    </TranslationProvider>,
  );
  return { ...handlers, ticket: screen.getByRole('region', { name: activityText.ticket[props.answer.registration.status] }) };
}

beforeEach(() => {
  ticketPdf.mockReset();
  saveFile.mockReset();
});

it('saves the PDF fetched with the ticket link’s key, under the code’s name; offers the calendar and the QR image', async () => {
  const { ticket } = show({ answer: answer('confirmed') });
  const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  ticketPdf.mockResolvedValueOnce(blob);
  await act(async () => {
    fireEvent.click(within(ticket).getByRole('button', { name: '下载电子票（PDF）' }));
  });
  expect(ticketPdf).toHaveBeenCalledWith('ABCDEFGHJKLM', { key: 'AbCdEfGhIj' }, 'zh-CN');
  expect(saveFile).toHaveBeenCalledWith(blob, 'tmz-ticket-ABCDEFGHJKLM.pdf');
  expect(within(ticket).getByRole('link', { name: '添加到日历' })).toHaveAttribute('href', '/api/activities/3/ics');
  const qr = within(ticket).getByRole('link', { name: '保存到相册' });
  expect(qr).toHaveAttribute('href', '/api/registrations/ABCDEFGHJKLM/qr?format=png');
  expect(qr).toHaveAttribute('download', 'tmz-ticket-qr-ABCDEFGHJKLM.png');
});

it('says why when no PDF can be made, in an alert, and the button works again', async () => {
  const { ticket } = show({ answer: answer('confirmed') });
  ticketPdf.mockRejectedValueOnce({ response: { status: 503, data: { error: { code: 'service_unavailable', message: '本站暂时无法生成 PDF 电子票。' } }, headers: {} } });
  await act(async () => {
    fireEvent.click(within(ticket).getByRole('button', { name: '下载电子票（PDF）' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('本站暂时无法生成 PDF 电子票。');
  expect(saveFile).not.toHaveBeenCalled();
  expect(within(ticket).getByRole('button', { name: '下载电子票（PDF）' })).toBeEnabled();
});

it('a waitlisted registration has the calendar but no PDF and no QR image', () => {
  const { ticket } = show({ answer: answer('waitlisted', { waitlistPosition: 2 }) });
  expect(within(ticket).queryByRole('button', { name: '下载电子票（PDF）' })).toBeNull();
  expect(within(ticket).queryByRole('link', { name: '保存到相册' })).toBeNull();
  expect(within(ticket).getByRole('link', { name: '添加到日历' })).toBeInTheDocument();
});

it('a cancelled one says when, keeps the activity, and offers 重新报名 while registration is open', () => {
  const { ticket, onRegisterAgain } = show({ answer: answer('cancelled', { cancelledLabel: '2030-05-01 10:30' }), canRegisterAgain: true });
  expect(ticket).toHaveTextContent('这条报名已取消，名额已让给其他人。');
  expect(ticket).toHaveTextContent('取消时间：2030-05-01 10:30');
  expect(ticket).toHaveTextContent('供应链沙龙');
  expect(within(ticket).queryByRole('button', { name: '下载电子票（PDF）' })).toBeNull();
  expect(within(ticket).queryByRole('link', { name: '添加到日历' })).toBeNull();
  fireEvent.click(within(ticket).getByRole('button', { name: '重新报名' }));
  expect(onRegisterAgain).toHaveBeenCalledTimes(1);
});

it('a cancelled one whose number has registered again points to the new registration, with no second 重新报名', () => {
  const { ticket } = show({ answer: answer('cancelled', { cancelledLabel: '2030-05-01 10:30', registeredAgain: true }), canRegisterAgain: true });
  expect(ticket).toHaveTextContent('这条报名已取消');
  expect(ticket).toHaveTextContent('你已用同一手机号或邮箱重新报名');
  expect(within(ticket).queryByRole('button', { name: '重新报名' })).toBeNull();
});

it('a cancelled one of an activity not taking registrations says so, with no button', () => {
  const { ticket } = show({ answer: answer('cancelled', { cancelledLabel: '2030-05-01 10:30' }), canRegisterAgain: false });
  expect(ticket).toHaveTextContent('本活动现在不接受报名。');
  expect(within(ticket).queryByRole('button', { name: '重新报名' })).toBeNull();
});
