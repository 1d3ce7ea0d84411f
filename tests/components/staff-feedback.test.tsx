import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StaffFeedback } from '@/components/console/staff-feedback';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { StaffFeedbackProps, StaffFeedbackView } from '@/lib/feedback/views';
import common from '@/locales/zh-CN/common.json';
import contact from '@/locales/zh-CN/contact.json';

/** /admin/feedback: the messages with their handle button (against a stand-in for the API client), the filters and the spam log. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/feedback', push: jest.fn() }) }));

const client = { setHandled: jest.fn<Promise<StaffFeedbackView>, [number, boolean, string]>() };
jest.mock('@/lib/feedback/client', () => client);

const NEW: StaffFeedbackView = {
  id: 12,
  reference: 'FB-20261122-7KQ3MX',
  name: '陈晓',
  mobile: '13500000001',
  email: 'chenxiao@example.com',
  company: '福州青禾服饰有限公司',
  audience: 'retailer',
  topic: 'exhibition',
  message: '想了解明年春季展的参展费用。\n\n另外，展位图<script>alert(1)</script>能发一份吗？',
  status: 'new',
  receivedLabel: '2026-11-22 10:05',
  handledLabel: null,
  handlerName: null,
};
const OTHER: StaffFeedbackView = { ...NEW, id: 11, reference: 'FB-20261121-AB23CD', name: '王强', mobile: '', company: '', message: '网站的活动页打不开。', topic: 'suggestion' };

const NO_SPAM: StaffFeedbackProps['spam'] = {
  totals: {
    honeypot: { today: 0, week: 0 },
    token: { today: 0, week: 0 },
    too_fast: { today: 0, week: 0 },
    rate_limit: { today: 0, week: 0 },
    duplicate: { today: 0, week: 0 },
  },
  recent: [],
};

const PROPS: StaffFeedbackProps = { status: 'new', q: '', counts: { new: 2, handled: 5 }, items: [NEW, OTHER], truncated: false, spam: NO_SPAM };

function show(props: Partial<StaffFeedbackProps> = {}) {
  const translator = createI18n({ locale: 'zh-CN', resources: { contact, common } });
  return render(
    <TranslationProvider translator={translator}>
      <StaffFeedback {...PROPS} {...props} />
    </TranslationProvider>,
  );
}

const card = (reference: string) => screen.getByRole('article', { name: reference });

describe('the staff feedback inbox', () => {
  it('shows each message with who sent it, how to answer and the text as typed', () => {
    show();
    const first = card('FB-20261122-7KQ3MX');
    for (const text of ['陈晓', '福州青禾服饰有限公司', '零售商', '参展咨询', '未处理', '2026-11-22 10:05']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: '13500000001' })).toHaveAttribute('href', 'tel:13500000001');
    expect(within(first).getByRole('link', { name: 'chenxiao@example.com' })).toHaveAttribute('href', 'mailto:chenxiao@example.com');
    // The message is text: its markup is shown, not run, and its line breaks are kept.
    const message = within(first).getByText(/想了解明年春季展/);
    expect(message.textContent).toBe(NEW.message);
    expect(first.querySelector('script')).toBeNull();

    const second = card('FB-20261121-AB23CD');
    expect(within(second).getByText('未填写')).toBeInTheDocument();
    expect(within(second).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('未处理 2 条，已处理 5 条')).toBeInTheDocument();
  });

  it('marks a message handled in place, counts it, and can put it back', async () => {
    const handled: StaffFeedbackView = { ...NEW, status: 'handled', handledLabel: '2026-11-22 11:30', handlerName: '编辑小周' };
    let answer: (value: StaffFeedbackView) => void = () => undefined;
    client.setHandled.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))).mockResolvedValueOnce(NEW);
    show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '标记为已处理 FB-20261122-7KQ3MX' }));
    });
    const busy = screen.getByRole('button', { name: '正在保存… FB-20261122-7KQ3MX' });
    expect(busy).toBeDisabled();
    expect(client.setHandled).toHaveBeenCalledWith(12, true, 'zh-CN');

    await act(async () => answer(handled));
    const first = card('FB-20261122-7KQ3MX');
    expect(within(first).getByText('已处理')).toBeInTheDocument();
    expect(within(first).getByText('编辑小周 于 2026-11-22 11:30 标记为已处理')).toBeInTheDocument();
    expect(screen.getByText('未处理 1 条，已处理 6 条')).toBeInTheDocument();
    // The other message is untouched.
    expect(within(card('FB-20261121-AB23CD')).getByText('未处理')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: '改回未处理 FB-20261122-7KQ3MX' }));
    });
    expect(client.setHandled).toHaveBeenLastCalledWith(12, false, 'zh-CN');
    expect(within(card('FB-20261122-7KQ3MX')).getByText('未处理')).toBeInTheDocument();
    expect(screen.getByText('未处理 2 条，已处理 5 条')).toBeInTheDocument();
  });

  it('says why a change was not saved and leaves the message as it was', async () => {
    client.setHandled.mockRejectedValueOnce({ response: { status: 404, data: { error: { code: 'not_found', message: '没有找到这条留言。' } }, headers: {} } });
    show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '标记为已处理 FB-20261122-7KQ3MX' }));
    });
    const first = card('FB-20261122-7KQ3MX');
    expect(within(first).getByRole('alert')).toHaveTextContent('没有找到这条留言。');
    expect(within(first).getByText('未处理')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '标记为已处理 FB-20261122-7KQ3MX' })).toBeEnabled();
  });

  it('filters with a plain GET form, the current filter chosen', () => {
    show({ status: 'all', q: '青禾' });
    const form = screen.getByRole('form', { name: '筛选' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/admin/feedback');
    expect(within(form).getByLabelText('状态')).toHaveValue('all');
    expect(within(form).getByLabelText('关键词')).toHaveValue('青禾');
  });

  it('says when there is nothing new, and when nothing matches', () => {
    const { unmount } = show({ items: [] });
    expect(screen.getByRole('heading', { name: '没有未处理的留言' })).toBeInTheDocument();
    unmount();
    show({ items: [], q: '不存在' });
    expect(screen.getByRole('heading', { name: '没有符合条件的留言' })).toBeInTheDocument();
  });

  it('says how many are shown when there are more', () => {
    show({ truncated: true });
    expect(screen.getByText('只显示了最新的 2 条，请用关键词缩小范围。')).toBeInTheDocument();
  });

  it('totals the spam per rule, explains each rule and lists the recent rows', () => {
    show({
      spam: {
        totals: { ...NO_SPAM.totals, honeypot: { today: 3, week: 17 }, too_fast: { today: 1, week: 4 } },
        recent: [
          { day: '2026-11-22', rule: 'honeypot', addressKey: '203.0.113.9', attempts: 3, sample: '张三 · 低价代发广告', lastLabel: '2026-11-22 09:41' },
          { day: '2026-11-21', rule: 'too_fast', addressKey: '2001:db8:0:1::/64', attempts: 1, sample: '', lastLabel: '2026-11-21 22:03' },
        ],
      },
    });
    const totals = screen.getByRole('table', { name: '各规则拦截的次数' });
    const honeypot = within(totals).getByRole('row', { name: /隐藏栏目/ });
    expect(within(honeypot).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['表单中对访客隐藏的栏目被填写了，通常是自动程序', '3', '17']);
    expect(within(totals).getByRole('row', { name: /提交过快/ })).toHaveTextContent('页面打开后 3 秒内就提交了14');
    expect(within(totals).getAllByRole('row')).toHaveLength(6);

    const recent = screen.getByRole('table', { name: '最近的拦截记录' });
    const rows = within(recent).getAllByRole('row');
    // The address leads the row (its header, held in view while the table scrolls sideways).
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('203.0.113.9');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2026-11-22', '隐藏栏目', '3', '2026-11-22 09:41', '张三 · 低价代发广告']);
    expect(rows[2]).toHaveTextContent('（无内容）');
    // A wide table scrolls in its own box, which the keyboard can reach.
    expect(screen.getByRole('region', { name: '最近的拦截记录' })).toHaveAttribute('tabindex', '0');
  });

  it('says when no spam was stopped', () => {
    show();
    expect(screen.getByText('最近 7 天没有拦截到垃圾提交。')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '各规则拦截的次数' })).getAllByRole('row')).toHaveLength(6);
  });
});
