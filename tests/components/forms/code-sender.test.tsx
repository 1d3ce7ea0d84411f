import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignupForm } from '@/components/auth/signup-form';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import account from '@/locales/zh-CN/account.json';
import common from '@/locales/zh-CN/common.json';

/**
 * 获取验证码 counts down for the login the code went to, as the server's one code a minute is per number:
 * correcting a mistyped number offers a code to the new one at once; going back to the first shows its wait.
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));
const mockRequestCode = jest.fn(() => Promise.resolve({ resendAfterSeconds: 60 }));
jest.mock('@/lib/auth/client', () => ({ ...jest.requireActual('@/lib/auth/client'), requestCode: (...args: unknown[]) => mockRequestCode(...(args as [])) }));

function show() {
  const translator = createI18n({ locale: 'zh-CN', resources: { account, common } });
  render(
    <TranslationProvider translator={translator}>
      <SignupForm onSuccess={jest.fn()} />
    </TranslationProvider>,
  );
}

const loginBox = () => screen.getByRole('textbox', { name: new RegExp(account.signup.account) });
const type = (value: string) => fireEvent.input(loginBox(), { target: { value } });
const codeButton = () => screen.getByRole('button', { name: /获取验证码|秒后可重新发送/ });

it('waits a minute for the same number, not for a corrected one', async () => {
  show();
  type('13800000001');
  await act(async () => fireEvent.click(codeButton()));
  await waitFor(() => expect(codeButton()).toBeDisabled());
  expect(codeButton()).toHaveTextContent(/秒后可重新发送/);
  expect(mockRequestCode).toHaveBeenLastCalledWith({ purpose: 'signup', login: '13800000001' }, 'zh-CN');

  // The number was mistyped: the corrected one may have its code now.
  type('13800000010');
  expect(codeButton()).toBeEnabled();
  expect(codeButton()).toHaveTextContent(account.code.send);
  await act(async () => fireEvent.click(codeButton()));
  await waitFor(() => expect(codeButton()).toBeDisabled());
  expect(mockRequestCode).toHaveBeenLastCalledWith({ purpose: 'signup', login: '13800000010' }, 'zh-CN');

  // Back to the first number (typed with spaces): its own minute is still running.
  type('138 0000 0001');
  expect(codeButton()).toBeDisabled();
  expect(mockRequestCode).toHaveBeenCalledTimes(2);
});

it('brings a refusal (too many codes) into view and focuses it, as every form-level alert is', async () => {
  mockRequestCode.mockRejectedValueOnce({
    response: { status: 429, headers: { 'retry-after': '3600' }, data: { error: { code: 'rate_limited', message: '获取验证码太频繁，请 60 分钟后再试。' } } },
  });
  show();
  type('13800000002');
  await act(async () => fireEvent.click(codeButton()));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('获取验证码太频繁，请 60 分钟后再试。');
  expect(alert).toHaveFocus();
});
