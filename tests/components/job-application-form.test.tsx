import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApplySection } from '@/components/jobs/apply-section';
import { PrivacyPolicy } from '@/components/privacy/privacy-policy';
import { SiteProvider } from '@/components/providers/site-context';
import { createI18n } from '@/lib/i18n';
import { applicationFieldsSchema, applicationLookupSchema, staffNoteSchema, statusChangeSchema } from '@/lib/applications/schema';
import { validate } from '@/lib/http/field-errors';
import type { SiteConfig } from '@/lib/site-config';
import { TranslationProvider } from '@/lib/use-translation';
import type { ApplyAnswer } from '@/lib/applications/views';
import applications from '@/locales/zh-CN/applications.json';
import common from '@/locales/zh-CN/common.json';
import privacy from '@/locales/zh-CN/privacy.json';

/**
 * The job page's application form against a stand-in for its API client: a
 * field's error goes as soon as it is put right, the others and what was typed
 * stay; the résumé is checked when chosen; the upload's progress shows while
 * it is sent; the receipt (and a repeat's); a job that closed meanwhile hands
 * over to the closed note. And the privacy policy's recruitment terms, with
 * the configured number of days.
 */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/join-us/recruit-detail?id=7', push: jest.fn() }) }));

type Progress = (sent: number, total: number) => void;
const client = {
  validate,
  schemas: { fields: applicationFieldsSchema, lookup: applicationLookupSchema, status: statusChangeSchema, note: staffNoteSchema },
  apply: jest.fn<Promise<ApplyAnswer>, [number, unknown, File, { locale: string; onProgress?: Progress }]>(),
};
jest.mock('@/components/jobs/load-application-client', () => ({ loadApplicationClient: () => Promise.resolve(client) }));

const SITE = { jobsEmail: 'hr@example.com', applicationRetentionDays: 90, name: 'TMZ', nameEn: 'TMZ', phone: '400', email: 'a@b.c', address: '', addressEn: '' };

function inChinese(element: ReactElement) {
  const translator = createI18n({ locale: 'zh-CN', resources: { applications, common, privacy } });
  return render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={SITE as unknown as SiteConfig}>{element}</SiteProvider>
    </TranslationProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '提交申请' })));
const choose = (file: File) => act(async () => fireEvent.change(screen.getByLabelText(/^简历 \*/), { target: { files: [file] } }));
const pdf = () => new File(['%PDF-1.4 résumé %%EOF'], '张三-简历.pdf', { type: 'application/pdf' });

function fillIn() {
  type('姓名 *', '张三');
  type('手机号 *', '138 0013 8000');
  type('电子邮箱 *', 'zhangsan@example.com');
  type('现居城市 *', '上海');
  fireEvent.change(screen.getByLabelText('工作年限 *'), { target: { value: '3to5' } });
  fireEvent.change(screen.getByLabelText('最高学历 *'), { target: { value: 'bachelor' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const ANSWER: ApplyAnswer = { application: { reference: 'AP-20261122-7KQ3MX', jobTitle: '品牌运营专员', submittedLabel: '2026-11-22 10:05' }, repeated: false };

describe('the application form', () => {
  it('says what is missing; a field put right loses its error at once, the rest stay, and nothing typed is lost', async () => {
    inChinese(<ApplySection jobId={7} open closesDate="2026-12-31" />);
    type('姓名 *', '张三');
    type('手机号 *', '12345');
    await submit();
    expect(screen.getByText('请填写 11 位中国大陆手机号；境外号码请选择国家或地区，或连同国家区号一起填写')).toBeTruthy();
    expect(screen.getByText('请选择简历文件')).toBeTruthy();
    expect(screen.getByText('请填写电子邮箱')).toBeTruthy();
    expect(client.apply).not.toHaveBeenCalled();

    await act(async () => type('手机号 *', '13800138000'));
    await waitFor(() => expect(screen.queryByText('请填写 11 位中国大陆手机号；境外号码请选择国家或地区，或连同国家区号一起填写')).toBeNull());
    expect(screen.getByText('请填写电子邮箱')).toBeTruthy();
    expect(field('姓名 *').value).toBe('张三');
    expect(field('手机号 *').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the chosen résumé by its name and size; a good one clears the error', async () => {
    inChinese(<ApplySection jobId={7} open closesDate={null} />);
    await submit();
    await choose(new File(['zip'], 'resume.zip', { type: 'application/zip' }));
    await submit();
    expect(screen.getByText('简历只能是 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件')).toBeTruthy();
    await choose(pdf());
    expect(screen.queryByText('简历只能是 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件')).toBeNull();
    expect(screen.getByText(/^已选择：张三-简历\.pdf（\d+ KB）$/)).toBeTruthy();
  });

  it('shows the upload’s progress while it is sent, then the receipt with the reference', async () => {
    let report: Progress = () => undefined;
    let finish: (answer: ApplyAnswer) => void = () => undefined;
    client.apply.mockImplementation((_id, _input, _file, options) => {
      report = options.onProgress ?? report;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    inChinese(<ApplySection jobId={7} open closesDate={null} />);
    fillIn();
    await choose(pdf());
    await submit();
    expect(client.apply).toHaveBeenCalledWith(7, expect.objectContaining({ name: '张三', mobile: '138 0013 8000', consent: true }), expect.any(File), expect.objectContaining({ locale: 'zh-CN' }));
    await act(async () => report(600 * 1024, 1200 * 1024));
    const bar = screen.getByRole('progressbar', { name: '简历上传进度' }) as HTMLProgressElement;
    expect(bar.value).toBe(50);
    expect(screen.getByText('正在上传简历：600 KB / 1.2 MB（50%）')).toBeTruthy();
    await act(async () => finish(ANSWER));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: '申请已提交' })).toBeTruthy();
    expect(screen.getByText('AP-20261122-7KQ3MX')).toBeTruthy();
    expect(screen.getByText('申请编号也已通过短信发送到 138****8000，并发送到你的邮箱。')).toBeTruthy();
  });

  it('says so when the number applied already (the first reference), and when the job closed meanwhile', async () => {
    client.apply.mockResolvedValueOnce({ ...ANSWER, repeated: true });
    const { unmount } = inChinese(<ApplySection jobId={7} open closesDate={null} />);
    fillIn();
    await choose(pdf());
    await submit();
    expect(screen.getByRole('heading', { level: 3, name: '你已经申请过这个职位' })).toBeTruthy();
    expect(screen.getByText('AP-20261122-7KQ3MX')).toBeTruthy();
    unmount();

    // From another browser: no reference on screen, only where it went again.
    client.apply.mockResolvedValueOnce({ application: null, repeated: true });
    const elsewhere = inChinese(<ApplySection jobId={7} open closesDate={null} />);
    fillIn();
    await choose(pdf());
    await submit();
    expect(screen.getByRole('heading', { level: 3, name: '你已经申请过这个职位' })).toBeTruthy();
    expect(screen.queryByText(/AP-/)).toBeNull();
    expect(screen.getByText('那份申请的编号已通过短信发送到 138****8000，并发送到申请时填写的邮箱。凭编号和手机号可以查询申请进度。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查询申请进度' })).toBeTruthy();
    elsewhere.unmount();

    client.apply.mockRejectedValueOnce({ response: { status: 409, headers: {}, data: { error: { code: 'conflict', message: '这个职位已截止申请，不再接受新的申请。', fields: { job: ['这个职位已截止申请，不再接受新的申请。'] } } } } });
    inChinese(<ApplySection jobId={7} open closesDate="2026-11-30" />);
    fillIn();
    await choose(pdf());
    await submit();
    expect(screen.getByRole('heading', { level: 2, name: '该职位已截止申请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('is a note, not a form, for a closed job', () => {
    const { container } = inChinese(<ApplySection jobId={7} open={false} closesDate="2026-11-30" />);
    expect(screen.getByText('这个职位的申请截止日期是 2026-11-30，已不再接受新的申请。欢迎看看其他开放职位。')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
  });
});

describe('the privacy policy', () => {
  it('has the recruitment terms — who sees a résumé and how long it is kept, with the configured days — linked from the form', () => {
    const { container } = inChinese(<PrivacyPolicy />);
    const section = container.querySelector('section#recruitment') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2, name: '六、招聘与求职' })).toBeTruthy();
    expect(section.textContent).toContain('在所申请职位截止之日起 90 天后自动删除');
    expect(section.textContent).toContain('只有本公司负责招聘的工作人员');
    expect(container.textContent).not.toContain('{{applicationDays}}');
  });
});
