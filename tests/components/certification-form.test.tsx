import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApplySection } from '@/components/author/apply-section';
import { SiteProvider } from '@/components/providers/site-context';
import { createI18n } from '@/lib/i18n';
import type { SiteConfig } from '@/lib/site-config';
import { validate } from '@/lib/http/field-errors';
import { brandApplicationSchema, lookupSchema, retailerApplicationSchema, reviewSchema } from '@/lib/certifications/schema';
import { TranslationProvider } from '@/lib/use-translation';
import type { ApplicationView, LookedUpApplicationView } from '@/lib/certifications/views';
import type { UploadView } from '@/lib/uploads/views';
import author from '@/locales/zh-CN/author.json';
import common from '@/locales/zh-CN/common.json';

/** The certification form on /author/brand and /author/retailer, against a stand-in for its API client. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn() }) }));

const client = {
  validate,
  schemas: { brand: brandApplicationSchema, retailer: retailerApplicationSchema, lookup: lookupSchema, review: reviewSchema },
  uploadImage: jest.fn<Promise<UploadView>, [File, string, { signal?: AbortSignal }?]>(),
  apply: jest.fn<Promise<ApplicationView>, [unknown, string]>(),
  lookUp: jest.fn<Promise<LookedUpApplicationView>, [unknown, string]>(),
  review: jest.fn(),
};
jest.mock('@/components/author/load-certification-client', () => ({ loadCertificationClient: () => Promise.resolve(client) }));

const SITE = { phone: '400-800-1234', email: 'hello@example.com' };

function inChinese(element: ReactElement) {
  const translator = createI18n({ locale: 'zh-CN', resources: { author, common } });
  return render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={SITE as unknown as SiteConfig}>{element}</SiteProvider>
    </TranslationProvider>,
  );
}

const UPLOAD: UploadView = { id: 'u'.repeat(22), url: `/api/uploads/${'u'.repeat(22)}`, purpose: 'licence', type: 'image/png', size: 2048, width: 1200, height: 840 };
const APPLICATION: ApplicationView = {
  number: 'BR-20261122-7KQ3MX',
  kind: 'brand',
  status: 'pending',
  companyName: '福州青禾服饰有限公司',
  usccMasked: '9135**********0Y43',
  submittedAt: '2026-11-22T02:00:00.000Z',
  submittedLabel: '2026-11-22 10:00',
  reviewNote: '',
  reviewedAt: null,
  reviewedLabel: null,
};

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:licence-preview'), revokeObjectURL: jest.fn() });
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const licenceFile = (name = 'licence.png', mime = 'image/png') => new File(['png bytes'], name, { type: mime });

async function chooseLicence(file = licenceFile()) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^营业执照 \*/), { target: { files: [file] } });
  });
}

function fillBrandForm() {
  type(/^企业名称/, '福州青禾服饰有限公司');
  type(/^统一社会信用代码/, '91350100M000100Y43');
  type(/^法定代表人/, '林青');
  type(/^品牌名称/, '青禾');
  type(/^联系人姓名/, '陈晓');
  type(/^手机号 \*/, '13500000001');
  type(/^电子邮箱/, 'chenxiao@example.com');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('the certification application', () => {
  it('says what is wrong with the Unified Social Credit Code as soon as the field is left', () => {
    inChinese(<ApplySection kind="brand" />);
    const uscc = field(/^统一社会信用代码/);
    type(/^统一社会信用代码/, ' 91350100m000100y44 ');
    fireEvent.blur(uscc);
    expect(uscc.value).toBe('91350100M000100Y44');
    expect(uscc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('统一社会信用代码的校验位不符，请对照营业执照逐位核对')).toBeInTheDocument();

    type(/^统一社会信用代码/, '91350100M000100S43');
    fireEvent.blur(uscc);
    expect(screen.getByText('统一社会信用代码只含数字和大写字母，不含 I、O、S、V、Z')).toBeInTheDocument();

    type(/^统一社会信用代码/, '9135 0100 M000');
    fireEvent.blur(uscc);
    expect(screen.getByText('统一社会信用代码应为 18 位')).toBeInTheDocument();

    type(/^统一社会信用代码/, '91350100M000100Y43');
    fireEvent.blur(uscc);
    expect(uscc).not.toHaveAttribute('aria-invalid');
  });

  it('shows every missing field’s message, sends nothing and puts the focus on the first', async () => {
    jest.useFakeTimers();
    inChinese(<ApplySection kind="retailer" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交认证申请' }));
    });
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    for (const message of ['请填写企业名称', '请填写统一社会信用代码', '请填写门店名称', '请填写门店地址', '请上传营业执照', '请填写手机号', '请阅读并同意隐私政策']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(client.apply).not.toHaveBeenCalled();
    expect(field(/^企业名称/)).toHaveFocus();
  });

  it('uploads the licence at once, with a preview and its progress, and refuses a file that is not an image it takes', async () => {
    let finish: (upload: UploadView) => void = () => undefined;
    client.uploadImage.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    inChinese(<ApplySection kind="brand" />);
    await chooseLicence();
    expect(client.uploadImage).toHaveBeenCalledWith(expect.any(File), 'licence', { signal: expect.any(AbortSignal) });
    expect(screen.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('src', 'blob:licence-preview');
    expect(screen.getByRole('img', { name: '营业执照预览' })).toHaveAttribute('width', '240');
    expect(screen.getByText('上传中…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交认证申请' })).toBeDisabled();

    await act(async () => finish(UPLOAD));
    expect(screen.getByText('已上传：licence.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交认证申请' })).toBeEnabled();

    await chooseLicence(licenceFile('licence.pdf', 'application/pdf'));
    expect(screen.getByText('请选择 JPG 或 PNG 格式的图片')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '营业执照预览' })).not.toBeInTheDocument();
  });

  it('says why an upload failed', async () => {
    client.uploadImage.mockRejectedValueOnce({ response: { status: 413, data: { error: { code: 'payload_too_large', message: '图片不能超过 5 MB' } }, headers: {} } });
    inChinese(<ApplySection kind="brand" />);
    await chooseLicence();
    expect(await screen.findByText('图片不能超过 5 MB')).toBeInTheDocument();
  });

  it('sends the application once and shows its number, what to do with it and its status; the look-up is filled in', async () => {
    client.uploadImage.mockResolvedValueOnce(UPLOAD);
    let answer: (application: ApplicationView) => void = () => undefined;
    client.apply.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    inChinese(<ApplySection kind="brand" />);
    fillBrandForm();
    await chooseLicence();
    const submit = screen.getByRole('button', { name: '提交认证申请' });
    await act(async () => {
      fireEvent.click(submit);
    });
    fireEvent.click(screen.getByRole('button', { name: '提交中…' }));
    expect(client.apply).toHaveBeenCalledTimes(1);
    expect(client.apply).toHaveBeenCalledWith(
      {
        kind: 'brand',
        companyName: '福州青禾服饰有限公司',
        uscc: '91350100M000100Y43',
        legalRepresentative: '林青',
        contactName: '陈晓',
        mobile: '13500000001',
        email: 'chenxiao@example.com',
        licenceUploadId: UPLOAD.id,
        consent: true,
        brandName: '青禾',
      },
      'zh-CN',
    );

    await act(async () => answer(APPLICATION));
    expect(screen.getByRole('heading', { name: '申请已提交' })).toHaveFocus();
    expect(screen.getByText('BR-20261122-7KQ3MX')).toBeInTheDocument();
    expect(screen.getByText('请记下申请编号，凭编号和手机号查询审核进度')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(field('申请编号').value).toBe('BR-20261122-7KQ3MX');
    expect(field('手机号').value).toBe('13500000001');
  });

  it('keeps what was typed when the API refuses, and says why', async () => {
    client.uploadImage.mockResolvedValueOnce(UPLOAD);
    client.apply.mockRejectedValueOnce({
      response: { status: 409, data: { error: { code: 'conflict', message: '这个统一社会信用代码已有一份品牌方认证申请正在审核中' } }, headers: {} },
    });
    inChinese(<ApplySection kind="brand" />);
    fillBrandForm();
    await chooseLicence();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交认证申请' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('这个统一社会信用代码已有一份品牌方认证申请正在审核中');
    expect(field(/^企业名称/).value).toBe('福州青禾服饰有限公司');
    expect(field(/^统一社会信用代码/).value).toBe('91350100M000100Y43');
  });

  it('keeps what was typed when the account has sent too many applications, and says when to try again', async () => {
    const limited = '你的账号在 24 小时内提交的认证申请已达上限，请在 5 小时 10 分钟后再试';
    client.uploadImage.mockResolvedValueOnce(UPLOAD);
    client.apply.mockRejectedValueOnce({ response: { status: 429, data: { error: { code: 'rate_limited', message: limited } }, headers: { 'retry-after': '18600' } } });
    inChinese(<ApplySection kind="brand" />);
    fillBrandForm();
    await chooseLicence();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交认证申请' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(limited);
    expect(field(/^企业名称/).value).toBe('福州青禾服饰有限公司');
    expect(screen.getByRole('button', { name: '提交认证申请' })).toBeEnabled();
  });

  it('looks an application up and shows the reviewer’s note', async () => {
    client.lookUp.mockResolvedValueOnce({
      ...APPLICATION,
      status: 'rejected',
      reviewNote: '营业执照已过期',
      reviewedAt: '2026-11-23T02:00:00.000Z',
      reviewedLabel: '2026-11-23 10:00',
      licence: null,
    });
    inChinese(<ApplySection kind="brand" />);
    type('申请编号', 'br-20261122-7kq3mx');
    type('手机号', '13500000001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
    });
    expect(client.lookUp).toHaveBeenCalledWith({ number: 'br-20261122-7kq3mx', mobile: '13500000001' }, 'zh-CN');
    await waitFor(() => expect(screen.getByText('未通过')).toBeInTheDocument());
    expect(screen.getByText('营业执照已过期')).toBeInTheDocument();
    expect(screen.getByText('2026-11-23 10:00')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an approval’s note too', async () => {
    client.lookUp.mockResolvedValueOnce({
      ...APPLICATION,
      status: 'approved',
      reviewNote: '认证标识将在 3 个工作日内上线，请留意短信通知。',
      reviewedAt: '2026-11-23T02:00:00.000Z',
      reviewedLabel: '2026-11-23 10:00',
      licence: null,
    });
    inChinese(<ApplySection kind="brand" />);
    type('申请编号', 'BR-20261122-7KQ3MX');
    type('手机号', '13500000001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
    });
    await waitFor(() => expect(screen.getByText('已通过')).toBeInTheDocument());
    expect(screen.getByText('审核意见').nextElementSibling).toHaveTextContent('认证标识将在 3 个工作日内上线，请留意短信通知。');
  });

  it('shows the licence the applicant uploaded, at its size, with a link to download it while the link works', async () => {
    const url = `/api/uploads/${'u'.repeat(22)}?access=1795000000.${'m'.repeat(43)}`;
    client.lookUp.mockResolvedValueOnce({ ...APPLICATION, licence: { url, width: 1200, height: 840, expiresAt: '2026-11-22T02:10:00.000Z' } });
    inChinese(<ApplySection kind="brand" />);
    type('申请编号', 'BR-20261122-7KQ3MX');
    type('手机号', '13500000001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
    });
    const image = await screen.findByRole('img', { name: '福州青禾服饰有限公司的营业执照' });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '840');
    expect(screen.getByRole('link', { name: '下载营业执照原图' })).toHaveAttribute('href', url);
    expect(screen.getByText('为保护您的信息，图片链接 10 分钟内有效，过期后请重新查询。')).toBeInTheDocument();
  });
});
