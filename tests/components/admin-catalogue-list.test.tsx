import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StaffConsultants } from '@/components/console/catalogue/staff-consultants';
import { StaffJobs } from '@/components/console/catalogue/staff-jobs';
import { ViewerProvider } from '@/components/providers/viewer-context';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { CatalogueMoveAnswer, StaffConsultantRow, StaffJobRow, StaffJobsProps } from '@/lib/catalogue/views';
import catalogue from '@/locales/zh-CN/admin-catalogue.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';

/**
 * The console's order/hide list (here with consultants and jobs), against a
 * stand-in for the API client: rows in order, hidden ones marked; moving up
 * and down with the focus kept on the button and the new place announced;
 * hiding only after a confirmation in place (Esc backs out); showing again;
 * the API's refusal shown; no moving while a filter leaves rows out.
 */

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/consultants', push: jest.fn(), replace: jest.fn() }),
}));

const client = {
  moveRecord: jest.fn<Promise<CatalogueMoveAnswer<StaffConsultantRow>>, [string, number, string, string]>(),
  hideRecord: jest.fn<Promise<StaffConsultantRow>, [string, number, boolean, string]>(),
};
jest.mock('@/lib/catalogue/client', () => client);

const CHEN: StaffConsultantRow = { id: 1, label: '陈思远', hidden: false, sortOrder: 0, title: '供应链顾问', photo: '/images/seed/consultants/chen-siyuan.svg' };
const LIN: StaffConsultantRow = { id: 2, label: '林晓彤', hidden: false, sortOrder: 1, title: '品牌顾问', photo: null };
const ZHOU: StaffConsultantRow = { id: 3, label: '周明哲', hidden: true, sortOrder: 2, title: '零售顾问', photo: null };

function frame(children: React.ReactNode) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts, 'admin-catalogue': catalogue } });
  return render(
    <TranslationProvider translator={translator}>
      <ViewerProvider fromPage={{ id: 9, kind: 'editor', name: '周敏', login: 'zh***@example.com', verified: true }}>{children}</ViewerProvider>
    </TranslationProvider>,
  );
}

// Each row is led by its name (a row header, the column that stays in view while the table scrolls sideways).
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => {
  client.moveRecord.mockReset();
  client.hideRecord.mockReset();
});

describe('the order/hide list', () => {
  it('shows every consultant in order with its status, and buttons named with whom they act on', () => {
    frame(<StaffConsultants items={[CHEN, LIN, ZHOU]} />);
    expect(names()).toEqual(['陈思远', '林晓彤', '周明哲']);
    expect(within(rowOf('陈思远')).getByText('公开')).toBeInTheDocument();
    expect(within(rowOf('周明哲')).getByText('已隐藏')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上移：陈思远' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移：周明哲' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移：陈思远' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '编辑：林晓彤' })).toHaveAttribute('href', '/admin/consultants/edit?id=2');
    expect(screen.getByRole('button', { name: '重新显示：周明哲' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建顾问' })).toHaveAttribute('href', '/admin/consultants/edit');
    expect(screen.getByText(/隐藏的顾问不再出现在首页/)).toBeInTheDocument();
  });

  it('moves a row up with one request at a time, announces its new place and keeps the focus on its button', async () => {
    let answer: (value: CatalogueMoveAnswer<StaffConsultantRow>) => void = () => undefined;
    client.moveRecord.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    frame(<StaffConsultants items={[CHEN, LIN, ZHOU]} />);
    const up = screen.getByRole('button', { name: '上移：林晓彤' });
    up.focus();
    fireEvent.click(up);
    await act(async () => undefined);
    expect(client.moveRecord).toHaveBeenCalledWith('consultants', 2, 'up', 'zh-CN');
    // While it is on its way, no other change can be sent.
    expect(screen.getByRole('button', { name: '下移：陈思远' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上移：林晓彤' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer({ moved: true, items: [{ ...LIN, sortOrder: 0 }, { ...CHEN, sortOrder: 1 }, ZHOU] }));
    expect(names()).toEqual(['林晓彤', '陈思远', '周明哲']);
    expect(screen.getByRole('status')).toHaveTextContent('已将“林晓彤”移到第 1 位。');
    // Now first, its "up" is disabled: the focus goes to its "down".
    expect(screen.getByRole('button', { name: '下移：林晓彤' })).toHaveFocus();

    client.moveRecord.mockResolvedValueOnce({ moved: true, items: [CHEN, LIN, ZHOU] });
    fireEvent.click(screen.getByRole('button', { name: '下移：林晓彤' }));
    await act(async () => undefined);
    expect(names()).toEqual(['陈思远', '林晓彤', '周明哲']);
    expect(screen.getByRole('button', { name: '下移：林晓彤' })).toHaveFocus();
  });

  it('hides only after a confirmation that says what the site loses; Esc backs out; showing needs none', async () => {
    frame(<StaffConsultants items={[CHEN, LIN, ZHOU]} />);
    fireEvent.click(screen.getByRole('button', { name: '隐藏：林晓彤' }));
    const question = screen.getByRole('group', { name: /隐藏后，“林晓彤”将不再出现在首页/ });
    await act(async () => undefined);
    expect(within(question).getByRole('button', { name: '确定隐藏' })).toHaveFocus();
    fireEvent.keyDown(question, { key: 'Escape' });
    await act(async () => undefined);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: '隐藏：林晓彤' })).toHaveFocus();
    expect(client.hideRecord).not.toHaveBeenCalled();

    client.hideRecord.mockResolvedValueOnce({ ...LIN, hidden: true });
    fireEvent.click(screen.getByRole('button', { name: '隐藏：林晓彤' }));
    fireEvent.click(screen.getByRole('button', { name: '确定隐藏' }));
    await act(async () => undefined);
    expect(client.hideRecord).toHaveBeenCalledWith('consultants', 2, true, 'zh-CN');
    expect(within(rowOf('林晓彤')).getByText('已隐藏')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已隐藏“林晓彤”，网站上不再显示。');
    expect(screen.getByRole('button', { name: '重新显示：林晓彤' })).toHaveFocus();

    client.hideRecord.mockResolvedValueOnce({ ...ZHOU, hidden: false });
    fireEvent.click(screen.getByRole('button', { name: '重新显示：周明哲' }));
    await act(async () => undefined);
    expect(client.hideRecord).toHaveBeenLastCalledWith('consultants', 3, false, 'zh-CN');
    expect(within(rowOf('周明哲')).getByText('公开')).toBeInTheDocument();
  });

  it("shows the API's refusal and keeps the list as it was", async () => {
    client.moveRecord.mockRejectedValueOnce({ response: { status: 404, data: { error: { code: 'not_found', message: '没有找到这位顾问。' } }, headers: {} } });
    frame(<StaffConsultants items={[CHEN, LIN, ZHOU]} />);
    fireEvent.click(screen.getByRole('button', { name: '下移：陈思远' }));
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到这位顾问。');
    expect(names()).toEqual(['陈思远', '林晓彤', '周明哲']);
  });
});

describe('the job list', () => {
  const OPEN: StaffJobRow = {
    id: 7,
    label: '高级前端工程师',
    hidden: false,
    sortOrder: 0,
    department: '产品研发部',
    city: '上海',
    employmentType: 'full_time',
    headcount: 2,
    postedDate: '2026-11-01',
    closesDate: null,
    closed: false,
  };
  const CLOSED: StaffJobRow = { ...OPEN, id: 8, label: '展会运营专员', sortOrder: 1, closesDate: '2026-11-20', closed: true };
  const props: StaffJobsProps = { status: 'all', items: [OPEN, CLOSED], counts: { all: 2, open: 1, closed: 1, hidden: 0 }, today: '2026-11-22' };

  it('shows closing dates, marks a job past its closing day, and filters with a plain GET form', () => {
    frame(<StaffJobs {...props} />);
    expect(within(rowOf('高级前端工程师')).getByText('未设截止日期')).toBeInTheDocument();
    expect(within(rowOf('展会运营专员')).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(rowOf('展会运营专员')).getByText('已截止')).toBeInTheDocument();
    expect(within(rowOf('高级前端工程师')).getByText('公开')).toBeInTheDocument();
    const filter = screen.getByRole('form', { name: '筛选职位' });
    expect(filter).toHaveAttribute('method', 'get');
    expect(within(filter).getByRole('combobox', { name: '状态' })).toHaveValue('all');
    expect(within(filter).getByRole('option', { name: '已截止 (1)' })).toBeInTheDocument();
    expect(screen.getByText(/今天是 2026-11-22/)).toBeInTheDocument();
  });

  it('offers no moving while a filter leaves jobs out, and says why', () => {
    frame(<StaffJobs {...props} status="closed" items={[CLOSED]} />);
    expect(screen.queryByRole('button', { name: /上移/ })).toBeNull();
    expect(screen.getByText('筛选时不能调整顺序：请选择“全部”后再上移或下移。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '隐藏：展会运营专员' })).toBeEnabled();
  });
});
