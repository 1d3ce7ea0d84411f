import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FeedbackForm } from '@/components/contact/feedback-form';
import { SiteProvider } from '@/components/providers/site-context';
import { createI18n } from '@/lib/i18n';
import { validate } from '@/lib/http/field-errors';
import { feedbackSchema, type FeedbackInput } from '@/lib/feedback/schema';
import type { SiteConfig } from '@/lib/site-config';
import { TranslationProvider } from '@/lib/use-translation';
import type { FeedbackAnswer } from '@/lib/feedback/views';
import common from '@/locales/zh-CN/common.json';
import contact from '@/locales/zh-CN/contact.json';

/** The contact page's message form, against a stand-in for its API client (lib/feedback/client, loaded lazily). */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));

const client = {
  validate,
  schemas: { feedback: feedbackSchema },
  fetchToken: jest.fn<Promise<string>, []>(),
  sendFeedback: jest.fn<Promise<FeedbackAnswer>, [FeedbackInput, string]>(),
  setHandled: jest.fn(),
};
jest.mock('@/lib/feedback/client', () => client);

const SITE = { phone: '400-800-1234', email: 'hello@example.com' };
const ANSWER: FeedbackAnswer = {
  feedback: { reference: 'FB-20261122-7KQ3MX', receivedAt: '2026-11-22T02:05:00.000Z', receivedLabel: '2026-11-22 10:05' },
  repeated: false,
};
const MESSAGE = '想了解明年春季展的参展费用和展位图。';

/** The API's error as axios throws it. */
const apiError = (status: number, code: string, message: string, fields?: Record<string, string[]>) => ({
  response: { status, data: { error: { code, message, ...(fields ? { fields } : {}) } }, headers: {} },
});

async function show({ focus = true } = {}) {
  const translator = createI18n({ locale: 'zh-CN', resources: { contact, common } });
  render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={SITE as unknown as SiteConfig}>
        <FeedbackForm />
      </SiteProvider>
    </TranslationProvider>,
  );
  await act(async () => undefined);
  // The visitor puts the focus in the form: its client loads and the token is fetched.
  if (focus) await act(async () => field(/^姓名/).focus());
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
  });
};

function fill({ mobile = '13500000001', email = '' } = {}) {
  type(/^姓名/, '陈晓');
  type(/^公司名称/, '福州青禾服饰有限公司');
  type(/^手机号/, mobile);
  type(/^电子邮箱/, email);
  fireEvent.change(field(/^您的身份/), { target: { value: 'retailer' } });
  fireEvent.change(field(/^留言主题/), { target: { value: 'exhibition' } });
  type(/^留言内容/, MESSAGE);
  fireEvent.click(screen.getByRole('checkbox', { name: /隐私政策/ }));
}

beforeEach(() => {
  client.fetchToken.mockResolvedValueOnce('token-1').mockResolvedValue('token-2');
});

describe('the feedback form', () => {
  it('loads nothing and fetches no token for a visitor who only reads the page, until the focus enters the form', async () => {
    await show({ focus: false });
    expect(client.fetchToken).not.toHaveBeenCalled();
    await act(async () => field(/^留言内容/).focus());
    expect(client.fetchToken).toHaveBeenCalledTimes(1);
    await act(async () => field(/^姓名/).focus());
    expect(client.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('shows every missing field’s message, sends nothing and puts the focus on the first', async () => {
    await show();
    type(/^公司名称/, '福州青禾服饰有限公司');
    await submit();
    for (const message of ['请填写您的姓名', '请至少填写手机号或电子邮箱中的一项，方便我们回复您', '请选择您的身份', '请选择留言主题', '请填写留言内容', '请阅读并同意隐私政策']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field(/^姓名/)).toHaveFocus();
    expect(field(/^姓名/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^姓名/)).toHaveAccessibleDescription('请填写您的姓名');
    expect(field(/^公司名称/).value).toBe('福州青禾服饰有限公司');
    expect(client.sendFeedback).not.toHaveBeenCalled();
  });

  it('drops a field’s error as soon as it is fixed, keeps the others, and says a field made wrong when the visitor leaves it', async () => {
    await show();
    type(/^手机号/, '123');
    await submit();
    expect(field(/^姓名/)).toHaveAccessibleDescription('请填写您的姓名');
    expect(field(/^手机号/)).toHaveAttribute('aria-invalid', 'true');

    await act(async () => type(/^姓名/, '陈'));
    expect(field(/^姓名/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请填写您的姓名')).toBeNull();
    expect(field(/^手机号/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请填写留言内容')).toBeInTheDocument();

    await act(async () => type(/^手机号/, '13500000001'));
    expect(field(/^手机号/)).not.toHaveAttribute('aria-invalid');

    // Typing does not scold; leaving the field does.
    await act(async () => type(/^姓名/, ''));
    expect(field(/^姓名/)).not.toHaveAttribute('aria-invalid');
    await act(async () => fireEvent.blur(field(/^姓名/)));
    expect(field(/^姓名/)).toHaveAccessibleDescription('请填写您的姓名');
  });

  it('asks for a mobile number or an e-mail address, and takes either', async () => {
    await show();
    fill({ mobile: '', email: '' });
    await submit();
    expect(field(/^手机号/)).toHaveFocus();
    expect(field(/^手机号/)).toHaveAccessibleDescription('请至少填写手机号或电子邮箱中的一项，方便我们回复您');
    expect(screen.getByRole('group', { name: /联系方式/ })).toHaveAccessibleName('联系方式 * 手机号和电子邮箱至少填写一项，我们会通过它回复您');
    expect(client.sendFeedback).not.toHaveBeenCalled();

    client.sendFeedback.mockResolvedValueOnce(ANSWER);
    type(/^电子邮箱/, 'chenxiao@example.com');
    await submit();
    expect(client.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ mobile: '', email: 'chenxiao@example.com' }), 'zh-CN');
  });

  it('counts the message’s characters as the rule does, and says what is left near the limit', async () => {
    jest.useFakeTimers();
    await show();
    const counter = (text: string) => within(screen.getByText('请写清楚您的问题或需求，10–2000 字').parentElement!).getByText(text);
    expect(counter('0 / 2000')).toBeInTheDocument();
    type(/^留言内容/, '  展位费用👍 ');
    expect(counter('5 / 2000')).toBeInTheDocument();
    expect(field(/^留言内容/)).toHaveAccessibleDescription('请写清楚您的问题或需求，10–2000 字 5 / 2000');

    type(/^留言内容/, '字'.repeat(1950));
    expect(counter('1950 / 2000')).toBeInTheDocument();
    // Said once typing has paused, not at every key.
    expect(screen.queryByText('还可以输入 50 字')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('还可以输入 50 字')).toHaveAttribute('aria-live', 'polite');

    type(/^留言内容/, '字'.repeat(2003));
    expect(counter('2003 / 2000')).toHaveAttribute('data-over', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('已超出 3 字，请删减')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('sends once however often the button is pressed, with the page’s token, and shows the reference', async () => {
    let answer: (value: FeedbackAnswer) => void = () => undefined;
    client.sendFeedback.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await show();
    fill();
    await submit();
    const busy = screen.getByRole('button', { name: '正在提交…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    fireEvent.click(busy);
    expect(client.sendFeedback).toHaveBeenCalledTimes(1);
    expect(client.sendFeedback).toHaveBeenCalledWith(
      {
        name: '陈晓',
        company: '福州青禾服饰有限公司',
        mobile: '13500000001',
        email: '',
        audience: 'retailer',
        topic: 'exhibition',
        message: MESSAGE,
        consent: true,
        website: '',
        token: 'token-1',
      },
      'zh-CN',
    );
    expect(client.fetchToken).toHaveBeenCalledTimes(1);

    await act(async () => answer(ANSWER));
    expect(screen.getByRole('heading', { name: '留言已发送' })).toHaveFocus();
    expect(screen.getByText('FB-20261122-7KQ3MX')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22 10:05')).toHaveAttribute('datetime', '2026-11-22T02:05:00.000Z');
    expect(screen.getByText('我们一般会在 1–2 个工作日内通过您留下的手机号或电子邮箱回复，节假日顺延。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-800-1234' })).toHaveAttribute('href', 'tel:4008001234');
    expect(screen.queryByRole('button', { name: '提交留言' })).not.toBeInTheDocument();
  });

  it('copies the reference, and brings back an empty form for another message', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    client.sendFeedback.mockResolvedValueOnce(ANSWER);
    await show();
    fill();
    await submit();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制编号' }));
    });
    expect(writeText).toHaveBeenCalledWith('FB-20261122-7KQ3MX');
    expect(screen.getByRole('status')).toHaveTextContent('已复制');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再写一条留言' }));
    });
    expect(field(/^姓名/)).toHaveFocus();
    expect(field(/^姓名/).value).toBe('');
    expect(field(/^留言内容/).value).toBe('');
    // The new form has a token of its own.
    expect(client.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('says so when the same message was already sent today, with the first reference', async () => {
    client.sendFeedback.mockResolvedValueOnce({ ...ANSWER, repeated: true });
    await show();
    fill();
    await submit();
    expect(screen.getByRole('heading', { name: '我们已经收到这条留言' })).toHaveFocus();
    expect(screen.getByText('今天已经收到过您的这条留言，不需要再发一次。下面是它的留言编号。')).toBeInTheDocument();
    expect(screen.getByText('FB-20261122-7KQ3MX')).toBeInTheDocument();
  });

  it('fetches a new token at once when the server refused the page’s, says why, keeps everything, and sends with the new one', async () => {
    const expired = '页面打开的时间太久了，我们已为您刷新，请再点一次“提交留言”。';
    client.sendFeedback.mockRejectedValueOnce(apiError(400, 'validation_failed', '提交的内容有误', { token: [expired] })).mockResolvedValueOnce(ANSWER);
    await show();
    fill();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(expired);
    expect(client.fetchToken).toHaveBeenCalledTimes(2);
    expect(field(/^姓名/).value).toBe('陈晓');
    expect(field(/^留言内容/).value).toBe(MESSAGE);
    expect(screen.getByRole('checkbox', { name: /隐私政策/ })).toBeChecked();

    // The new token is a few seconds old by the time the visitor presses the button again.
    const later = Date.now() + 5000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await submit();
    expect(client.sendFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'token-2' }), 'zh-CN');
    expect(screen.getByText('FB-20261122-7KQ3MX')).toBeInTheDocument();
  });

  it('fetches the token when the form is sent if the page could not, and holds the message until the server’s minimum has passed', async () => {
    jest.useFakeTimers();
    client.fetchToken.mockReset().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue('token-late');
    client.sendFeedback.mockResolvedValueOnce(ANSWER);
    await show();
    fill();
    await submit();
    expect(client.fetchToken).toHaveBeenCalledTimes(2);
    expect(client.sendFeedback).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '正在提交…' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3300);
    });
    expect(client.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-late' }), 'zh-CN');
    expect(screen.getByText('FB-20261122-7KQ3MX')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each([
    [400, 'bad_request', '提交得太快了，请检查一下填写的内容，几秒后再点“提交留言”。'],
    [409, 'conflict', '这条留言与近期收到的一条内容完全相同。'],
    [429, 'rate_limited', '提交过于频繁，请 5 分钟后再试；如有急事，请拨打 400-800-1234'],
  ])('says the server’s %i answer and keeps what was typed', async (status, code, message) => {
    client.sendFeedback.mockRejectedValueOnce(apiError(status, code, message));
    await show();
    fill();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field(/^姓名/).value).toBe('陈晓');
    expect(field(/^手机号/).value).toBe('13500000001');
    expect(field(/^您的身份/).value).toBe('retailer');
    expect(field(/^留言内容/).value).toBe(MESSAGE);
    expect(client.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field errors at their fields', async () => {
    client.sendFeedback.mockRejectedValueOnce(apiError(400, 'validation_failed', '提交的内容有误', { email: ['电子邮箱格式不正确'] }));
    await show();
    fill({ email: 'chenxiao@example' });
    await submit();
    expect(field(/^电子邮箱/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^电子邮箱/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the honeypot from people, the keyboard and assistive technology, and sends what a bot put in it', async () => {
    client.sendFeedback.mockResolvedValueOnce(ANSWER);
    await show();
    expect(screen.queryByRole('textbox', { name: '请勿填写此栏' })).not.toBeInTheDocument();
    const honeypot = screen.getByRole('textbox', { name: '请勿填写此栏', hidden: true });
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    fill();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await submit();
    expect(client.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ website: 'https://spam.example' }), 'zh-CN');
  });
});
