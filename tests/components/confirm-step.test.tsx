import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConsoleDialog } from '@/components/console/console-dialog';
import { Ticket } from '@/components/registrations/ticket';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { RegistrationAnswer } from '@/lib/registrations/views';
import activity from '@/locales/zh-CN/activity.json';
import common from '@/locales/zh-CN/common.json';

/**
 * Confirmations behave as dialogs: when one opens its first action has the focus (the way out, so Enter does not
 * confirm by accident), Esc closes it, and the focus goes back to the button that opened it — the ticket's
 * "取消报名" step shown in place, and the console's modal dialog.
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));

const client = { cancel: jest.fn<Promise<RegistrationAnswer>, unknown[]>() };
jest.mock('@/lib/registrations/client', () => client);

const ANSWER: RegistrationAnswer = {
  registration: {
    code: 'AAAABBBBCCCC',
    status: 'confirmed',
    waitlistPosition: null,
    quantity: 1,
    name: '王安娜',
    activityId: 7,
    checkedInAt: null,
    cancelledLabel: null,
    registeredAgain: false,
    attendees: [],
    registeredBy: null,
    checkedInLabel: null,
  },
  activity: { id: 7, title: '秋季选品会', startLabel: '2026-11-30 09:00', endLabel: '2026-11-30 17:00', venue: '会展中心', address: '', online: false, onlineUrl: null },
};

function showTicket() {
  const translator = createI18n({ locale: 'zh-CN', resources: { activity, common } });
  function Holder() {
    const [answer, setAnswer] = useState(ANSWER);
    return <Ticket answer={answer} mobile="13800000001" onChange={setAnswer} onDone={jest.fn()} />;
  }
  render(
    <TranslationProvider translator={translator}>
      <Holder />
    </TranslationProvider>,
  );
}

describe('the ticket’s 取消报名 confirmation', () => {
  it('focuses its first action, the way out, when it opens', () => {
    showTicket();
    const cancel = screen.getByRole('button', { name: activity.ticket.cancel });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.getByRole('group', { name: activity.ticket.cancelQuestion })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').filter((button) => [activity.ticket.cancelNo, activity.ticket.cancelYes].includes(button.textContent ?? ''));
    expect(buttons.map((button) => button.textContent)).toEqual([activity.ticket.cancelNo, activity.ticket.cancelYes]);
    expect(screen.getByRole('button', { name: activity.ticket.cancelNo })).toHaveFocus();
  });

  it('closes on Esc and gives the focus back to 取消报名', () => {
    showTicket();
    fireEvent.click(screen.getByRole('button', { name: activity.ticket.cancel }));
    fireEvent.keyDown(screen.getByRole('button', { name: activity.ticket.cancelNo }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: activity.ticket.cancelQuestion })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: activity.ticket.cancel })).toHaveFocus();
    expect(client.cancel).not.toHaveBeenCalled();
  });

  it('gives the focus back to 取消报名 when its way out is pressed', () => {
    showTicket();
    fireEvent.click(screen.getByRole('button', { name: activity.ticket.cancel }));
    fireEvent.click(screen.getByRole('button', { name: activity.ticket.cancelNo }));
    expect(screen.getByRole('button', { name: activity.ticket.cancel })).toHaveFocus();
  });

  it('holds Esc while the cancellation is on its way, then the ticket’s new state has the focus', async () => {
    let finish: (answer: RegistrationAnswer) => void = () => undefined;
    client.cancel.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    showTicket();
    fireEvent.click(screen.getByRole('button', { name: activity.ticket.cancel }));
    fireEvent.click(screen.getByRole('button', { name: activity.ticket.cancelYes }));
    await waitFor(() => expect(screen.getByRole('button', { name: activity.ticket.cancelling })).toBeDisabled());
    fireEvent.keyDown(screen.getByRole('group', { name: activity.ticket.cancelQuestion }), { key: 'Escape' });
    expect(screen.getByRole('group', { name: activity.ticket.cancelQuestion })).toBeInTheDocument();
    await act(async () => finish({ ...ANSWER, registration: { ...ANSWER.registration, status: 'cancelled' } }));
    expect(screen.getByRole('heading', { name: activity.ticket.cancelled })).toHaveFocus();
  });
});

describe('a console dialog (native modal <dialog>)', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open and close as a browser would, without restoring the focus itself.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          删除
        </button>
        <ConsoleDialog open={open} title="删除这篇文章？" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            返回
          </button>
          <button type="button">确定删除</button>
        </ConsoleDialog>
      </>
    );
  }

  it('focuses its first action, closes on Esc (the browser’s cancel) and gives the focus back to its opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: '删除' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '删除这篇文章？' });
    expect(screen.getByRole('button', { name: '返回' })).toHaveFocus();
    // What a browser sends on Esc in a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });
});
