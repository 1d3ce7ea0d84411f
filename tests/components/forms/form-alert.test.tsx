import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';

/**
 * Every form-level alert (a 409, a 429, no network) is brought where the eye is: scrolled to the middle of the
 * screen — at once for a visitor who prefers reduced motion — and focused, when it appears and when its message
 * changes; a success message is only read out.
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));

const scrollIntoView = jest.fn();
let reduce = false;

beforeEach(() => {
  reduce = false;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') && reduce }) as MediaQueryList);
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function Page({ initial = null }: { initial?: string | null }) {
  const [message, setMessage] = useState<string | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setMessage('该手机号已报名此活动。')}>
        提交
      </button>
      <button type="button" onClick={() => setMessage('请求过于频繁，请 60 秒后再试')}>
        再提交
      </button>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <input aria-label="名称" />
    </>
  );
}

describe('a form-level alert', () => {
  it('is scrolled to the middle of the screen and focused when it appears', () => {
    render(<Page />);
    const submit = screen.getByRole('button', { name: '提交' });
    submit.focus();
    fireEvent.click(submit);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('该手机号已报名此活动。');
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(alert);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', () => {
    reduce = true;
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
  });

  it('is brought back into view and focused when its message changes, and not again for the same message', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    screen.getByRole('textbox', { name: '名称' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '再提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请求过于频繁');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus where it is while what it offers changes (a resend button saying "已发送")', () => {
    function WithButton() {
      const [sent, setSent] = useState(false);
      return (
        <FormAlert>
          已报名。{' '}
          <button type="button" onClick={() => setSent(true)}>
            {sent ? '已发送' : '重新发送'}
          </button>
        </FormAlert>
      );
    }
    render(<WithButton />);
    expect(screen.getByRole('alert')).toHaveFocus();
    const resend = screen.getByRole('button', { name: '重新发送' });
    resend.focus();
    fireEvent.click(resend);
    expect(screen.getByRole('button', { name: '已发送' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves a success message where it is, unfocused', () => {
    render(<FormAlert tone="success">密码已修改。</FormAlert>);
    expect(screen.getByRole('status')).not.toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('a form of the site (useApiForm) refused by the API', () => {
  type Client = { send: () => Promise<void> };
  const refusals: unknown[] = [];

  function Form() {
    const { problem, formProps } = useApiForm<Client, Record<string, never>>({
      load: async () => ({ send: () => Promise.reject(refusals.shift()) }),
      check: () => null,
      read: () => ({}),
      send: (client) => client.send(),
    });
    return (
      <form aria-label="报名" {...formProps}>
        {problem ? <FormAlert>{problem.message}</FormAlert> : null}
        <button type="submit">提交报名</button>
      </form>
    );
  }

  function show() {
    const translator = createI18n({ locale: 'zh-CN', resources: { common } });
    render(
      <TranslationProvider translator={translator}>
        <Form />
      </TranslationProvider>,
    );
  }

  const refusal = (status: number, message: string) => ({ response: { status, data: { error: { code: 'conflict', message } }, headers: {} } });

  it('shows a 409 in view and focused, and a second refusal with the same words again', async () => {
    refusals.push(refusal(409, '该手机号已报名此活动。'), refusal(409, '该手机号已报名此活动。'));
    show();
    const submit = screen.getByRole('button', { name: '提交报名' });
    submit.focus();
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '报名' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('该手机号已报名此活动。');

    submit.focus();
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '报名' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('shows a network failure (no answer) the same way', async () => {
    refusals.push(new Error('Network Error'));
    show();
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '报名' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(common.auth.messages.network);
  });
});
