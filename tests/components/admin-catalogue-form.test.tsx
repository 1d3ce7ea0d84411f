import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { JobForm } from '@/components/console/catalogue/job-form';
import { PartnerForm } from '@/components/console/catalogue/partner-form';
import { ViewerProvider } from '@/components/providers/viewer-context';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { JobEditView } from '@/lib/catalogue/views';
import catalogue from '@/locales/zh-CN/admin-catalogue.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import uploads from '@/locales/zh-CN/uploads.json';

/**
 * The console's edit forms (a job, a partner) with the real shared schemas and
 * a stand-in for the request: errors beside their fields with the first one
 * focused and what was typed kept; a saved job's notice says what the site
 * shows and the page becomes the job's edit page.
 */

const router = { locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/jobs/edit', push: jest.fn(), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const saveRecord = jest.fn();
const loadRecord = jest.fn();
jest.mock('@/lib/catalogue/client', () => ({
  ...jest.requireActual('@/lib/catalogue/client'),
  saveRecord: (...args: unknown[]) => saveRecord(...args),
  loadRecord: (...args: unknown[]) => loadRecord(...args),
}));

function frame(children: React.ReactNode) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts, 'admin-catalogue': catalogue, uploads } });
  return render(
    <TranslationProvider translator={translator}>
      <ViewerProvider fromPage={{ id: 9, kind: 'editor', name: '周敏', login: 'zh***@example.com', verified: true }}>{children}</ViewerProvider>
    </TranslationProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  saveRecord.mockReset();
  loadRecord.mockReset();
  router.replace.mockClear();
});

describe('the job form', () => {
  it('marks each problem at its field, focuses the first, keeps what was typed, and sends nothing', async () => {
    frame(<JobForm job={null} today="2026-11-22" />);
    expect(screen.getByRole('heading', { level: 1, name: '新建职位' })).toBeInTheDocument();
    fireEvent.change(input('部门（必填）'), { target: { value: '展会运营部' } });
    fireEvent.change(input('最低月薪（元）'), { target: { value: '20000' } });
    fireEvent.change(input('最高月薪（元）'), { target: { value: '15000' } });
    fireEvent.change(input('截止日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await act(async () => undefined);

    expect(saveRecord).not.toHaveBeenCalled();
    expect(input('职位名称（必填）')).toHaveFocus();
    expect(input('职位名称（必填）')).toHaveAccessibleDescription('请填写职位名称。');
    expect(input('最高月薪（元）')).toHaveAccessibleDescription('最高月薪不能低于最低月薪。');
    expect(input('截止日期')).toHaveAccessibleDescription(/截止日期不能早于发布日期。/);
    expect(screen.getByLabelText('工作职责（必填）')).toHaveAccessibleDescription(/请至少填写一条工作职责。/);
    expect(input('部门（必填）')).toHaveValue('展会运营部');
    expect(screen.getByText('请检查标出的内容后再保存。')).toBeInTheDocument();
  });

  it('sends the job as the API takes it, says it is on the site, and becomes its edit page', async () => {
    const saved: JobEditView = {
      id: 41,
      title: '展会运营专员',
      titleEn: '',
      department: '展会运营部',
      departmentEn: '',
      city: '深圳',
      cityEn: '',
      headcount: 2,
      employmentType: 'full_time',
      salaryMin: null,
      salaryMax: null,
      duties: ['现场执行', '供应商协调'],
      requirements: ['两年以上经验'],
      postedDate: '2026-11-22',
      closesDate: '2026-12-31',
      hidden: false,
      closed: false,
      version: '2026-11-22T02:00:00.000Z',
    };
    saveRecord.mockResolvedValueOnce(saved);
    frame(<JobForm job={null} today="2026-11-22" />);
    fireEvent.change(input('职位名称（必填）'), { target: { value: '展会运营专员' } });
    fireEvent.change(input('部门（必填）'), { target: { value: '展会运营部' } });
    fireEvent.change(input('工作城市（必填）'), { target: { value: '深圳' } });
    fireEvent.change(input('招聘人数（必填）'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('工作职责（必填）'), { target: { value: '现场执行\n\n供应商协调\n' } });
    fireEvent.change(screen.getByLabelText('任职要求（必填）'), { target: { value: '两年以上经验' } });
    fireEvent.change(input('截止日期'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await act(async () => undefined);

    expect(saveRecord).toHaveBeenCalledWith(
      'jobs',
      null,
      expect.objectContaining({ title: '展会运营专员', headcount: '2', duties: ['现场执行', '', '供应商协调', ''], postedDate: '2026-11-22', closesDate: '2026-12-31', version: undefined }),
      'zh-CN',
    );
    const notice = screen.getByText(/已创建“展会运营专员”。/).closest('[tabindex="-1"]');
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('网站上已经可以看到。');
    expect(screen.getByRole('link', { name: '在网站上查看' })).toHaveAttribute('href', '/join-us/recruit-detail?id=41');
    expect(router.replace).toHaveBeenCalledWith('/admin/jobs/edit?id=41', undefined, { shallow: true, scroll: false });
    expect(screen.getByRole('heading', { level: 1, name: '编辑职位：展会运营专员' })).toBeInTheDocument();
    // The next save changes this job, with its version.
    saveRecord.mockResolvedValueOnce({ ...saved, closesDate: '2026-11-01', closed: true, version: 'v2' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await act(async () => undefined);
    expect(saveRecord).toHaveBeenLastCalledWith('jobs', 41, expect.objectContaining({ version: '2026-11-22T02:00:00.000Z', duties: ['现场执行', '供应商协调'] }), 'zh-CN');
    expect(screen.getByText(/已保存“展会运营专员”。/)).toHaveTextContent('截止日期已过，这个职位不在网站上显示');

    // "Create another": the same page, empty again.
    fireEvent.click(screen.getByRole('link', { name: '再新建一个职位' }));
    expect(screen.getByRole('heading', { level: 1, name: '新建职位' })).toBeInTheDocument();
    expect(input('职位名称（必填）')).toHaveValue('');
  });

  it('keeps what is typed when the page renders again with the same record', () => {
    const translator = createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts, 'admin-catalogue': catalogue, uploads } });
    const page = (props: { job: null; today: string }) => (
      <TranslationProvider translator={translator}>
        <ViewerProvider fromPage={{ id: 9, kind: 'editor', name: '周敏', login: 'zh***@example.com', verified: true }}>
          <JobForm {...props} />
        </ViewerProvider>
      </TranslationProvider>
    );
    const { rerender } = render(page({ job: null, today: '2026-11-22' }));
    fireEvent.change(input('职位名称（必填）'), { target: { value: '展会运营专员' } });
    rerender(page({ job: null, today: '2026-11-22' }));
    expect(input('职位名称（必填）')).toHaveValue('展会运营专员');
  });
});

describe('a save refused because someone else saved first (409)', () => {
  const opened: JobEditView = {
    id: 41,
    title: '展会运营专员',
    titleEn: '',
    department: '展会运营部',
    departmentEn: '',
    city: '深圳',
    cityEn: '',
    headcount: 2,
    employmentType: 'full_time',
    salaryMin: null,
    salaryMax: null,
    duties: ['现场执行'],
    requirements: ['两年以上经验'],
    postedDate: '2026-11-20',
    closesDate: '',
    hidden: false,
    closed: false,
    version: '2026-11-22T02:00:00.000Z',
  };
  const message = '其他人已在你打开后保存了这条记录（管理员 陈立，2026-11-22 10:05，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。';
  const stale = { response: { status: 409, data: { error: { code: 'conflict', message, fields: { version: [message] } } }, headers: {} } };

  it('keeps every typed value, says who saved first, and reloads the latest version only when asked', async () => {
    saveRecord.mockRejectedValueOnce(stale);
    frame(<JobForm job={opened} today="2026-11-22" />);
    fireEvent.change(input('职位名称（必填）'), { target: { value: '展会运营主管' } });
    fireEvent.change(screen.getByLabelText('工作职责（必填）'), { target: { value: '现场执行\n预算管理' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await act(async () => undefined);

    expect(saveRecord).toHaveBeenCalledWith('jobs', 41, expect.objectContaining({ title: '展会运营主管', version: '2026-11-22T02:00:00.000Z' }), 'zh-CN');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('你填写的内容仍在表单中，可以先复制出来。');
    // Not a field problem: no "check the marked fields", and what was typed is all there.
    expect(screen.queryByText('请检查标出的内容后再保存。')).toBeNull();
    expect(input('职位名称（必填）')).toHaveValue('展会运营主管');
    expect(screen.getByLabelText('工作职责（必填）')).toHaveValue('现场执行\n预算管理');
    const reload = screen.getByRole('button', { name: '重新载入' });
    expect(reload).toHaveAccessibleDescription('你填写的内容仍在表单中，可以先复制出来。点“重新载入”会换成最新保存的版本，你在这里的修改将会丢失。');
    expect(loadRecord).not.toHaveBeenCalled();

    // Reloading shows the latest saved version; the next save is based on it.
    loadRecord.mockResolvedValueOnce({ ...opened, title: '展会执行经理', version: '2026-11-22T02:05:00.000Z' });
    await act(async () => {
      fireEvent.click(reload);
    });
    expect(loadRecord).toHaveBeenCalledWith('jobs', 41, 'zh-CN');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('职位名称（必填）')).toHaveValue('展会执行经理');
    expect(screen.getByLabelText('工作职责（必填）')).toHaveValue('现场执行');
    saveRecord.mockResolvedValueOnce({ ...opened, title: '展会执行经理', version: '2026-11-22T02:06:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await act(async () => undefined);
    expect(saveRecord).toHaveBeenLastCalledWith('jobs', 41, expect.objectContaining({ version: '2026-11-22T02:05:00.000Z' }), 'zh-CN');
  });

  it('says so when the latest version cannot be loaded, and keeps the form as typed', async () => {
    saveRecord.mockRejectedValueOnce(stale);
    loadRecord.mockRejectedValueOnce(new Error('offline'));
    frame(<JobForm job={opened} today="2026-11-22" />);
    fireEvent.change(input('职位名称（必填）'), { target: { value: '展会运营主管' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await act(async () => undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新载入' }));
    });
    // "正在载入…" stays at least 200 ms before the failure is said.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('没能载入最新的版本，请检查网络后重试。'));
    expect(input('职位名称（必填）')).toHaveValue('展会运营主管');
  });
});

describe('the partner form', () => {
  it('takes only an http(s) website and a category', async () => {
    frame(<PartnerForm partner={null} />);
    fireEvent.change(input('名称（必填）'), { target: { value: '青禾服饰' } });
    fireEvent.change(input('官网地址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await act(async () => undefined);
    expect(saveRecord).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: '类别（必填）' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: '类别（必填）' })).toHaveAccessibleDescription('请选择类别。');
    expect(input('官网地址')).toHaveAccessibleDescription(/请填写以 http:\/\/ 或 https:\/\/ 开头的完整网址。/);
  });
});
