import { act, fireEvent, render, screen } from '@testing-library/react';
import { LookupForm } from '@/components/forms/lookup-form';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';

/** The look-up form shared by the certification, job application and registration look-ups. */

interface Input {
  number: string;
  mobile: string;
}

const client = { lookUp: jest.fn() };

function show({ mobileFirst = false, onFound = jest.fn() } = {}) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common } });
  render(
    <TranslationProvider translator={translator}>
      <h2 id="lookup-title">查询进度</h2>
      <LookupForm
        headingId="lookup-title"
        className="form"
        submitClassName="submit"
        mobileFirst={mobileFirst}
        reference={{ name: 'number', label: '申请编号', hint: '提交后收到的编号', initial: 'BR-1' }}
        mobile={{ label: '手机号码' }}
        texts={{ submit: '查询', submitting: '查询中…' }}
        load={() => Promise.resolve(client)}
        check={(_client, input: Input) => (input.mobile ? null : { mobile: ['请填写手机号码'] })}
        lookUp={(c, input: Input, locale) => c.lookUp(input, locale) as Promise<string>}
        networkMessage="网络未连接"
        onFound={onFound}
      />
    </TranslationProvider>,
  );
  return onFound;
}

beforeEach(() => {
  client.lookUp.mockReset();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('LookupForm', () => {
  it('asks for the reference and a mobile number for the phone keypad, in the order asked', () => {
    show();
    const form = screen.getByRole('form', { name: '查询进度' });
    const [first, second] = Array.from(form.querySelectorAll('input'));
    expect(first).toHaveAccessibleName('申请编号');
    expect(first).toHaveValue('BR-1');
    expect(second).toHaveAccessibleName('手机号码');
    expect(second).toHaveAttribute('type', 'tel');
    expect(second).toHaveAttribute('inputmode', 'numeric');
    expect(second).toHaveAttribute('autocomplete', 'tel');
  });

  it('puts the mobile number first when asked to', () => {
    show({ mobileFirst: true });
    const inputs = Array.from(screen.getByRole('form', { name: '查询进度' }).querySelectorAll('input'));
    expect(inputs[0]).toHaveAccessibleName('手机号码');
  });

  it('holds a quick answer for 200 ms (docs/spec.md §4.2: minimum loading display) before showing it', async () => {
    client.lookUp.mockResolvedValue('审核中');
    const onFound = show();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.submit(screen.getByRole('form', { name: '查询进度' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(client.lookUp).toHaveBeenCalledWith({ number: 'BR-1', mobile: '13800138000' }, 'zh-CN');
    expect(screen.getByRole('button', { name: '查询中…' })).toHaveAttribute('aria-busy', 'true');
    expect(onFound).not.toHaveBeenCalledWith('审核中', expect.anything());
    await act(() => jest.advanceTimersByTimeAsync(150));
    expect(onFound).not.toHaveBeenCalledWith('审核中', expect.anything());
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(onFound).toHaveBeenLastCalledWith('审核中', { number: 'BR-1', mobile: '13800138000' });
    expect(screen.getByRole('button', { name: '查询' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the API’s refusal as the form’s alert, and the schema’s message on its field', async () => {
    client.lookUp.mockRejectedValue({ isAxiosError: true, response: { status: 404, data: { error: { code: 'not_found', message: '没有找到这份申请' } } } });
    show();
    fireEvent.submit(screen.getByRole('form', { name: '查询进度' }));
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByLabelText('手机号码')).toHaveAccessibleDescription('请填写手机号码');
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.submit(screen.getByRole('form', { name: '查询进度' }));
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到这份申请');
  });
});
