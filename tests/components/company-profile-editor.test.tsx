import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProfileEditor } from '@/components/companies/profile-editor/profile-editor';
import { createI18n } from '@/lib/i18n';
import { companyProfileSchema, revisionReviewSchema } from '@/lib/companies/profile-schema';
import type { OwnCompanyView } from '@/lib/companies/profile-views';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';
import profile from '@/locales/zh-CN/company-profile.json';
import uploads from '@/locales/zh-CN/uploads.json';

/** The company's own profile form: it starts from the pending change, checks before sending, keeps what was typed, and reorders products. */

const client = {
  validate,
  schemas: { profile: companyProfileSchema, review: revisionReviewSchema },
  proposeProfile: jest.fn<Promise<OwnCompanyView>, [unknown, string]>(),
};
jest.mock('@/components/companies/load-profile-client', () => ({ loadProfileClient: () => Promise.resolve(client) }));

const LIVE = {
  nameEn: '',
  logo: '',
  summary: '注塑代工',
  summaryEn: '',
  introduction: '',
  introductionEn: '',
  province: '',
  city: '',
  foundedYear: null,
  sizeBand: null,
  website: '',
  contactChannel: null,
  contactValue: '',
  categoryIds: [],
  capacity: '50 万件/月',
  processes: ['注塑'],
  services: [],
  products: [
    { name: '按压泵头', nameEn: '', picture: '', summary: '', summaryEn: '', categoryId: null },
    { name: '喷雾瓶', nameEn: '', picture: '', summary: '', summaryEn: '', categoryId: null },
  ],
} satisfies OwnCompanyView['live'];

const COMPANY: OwnCompanyView = {
  id: 3,
  name: '宁波海曙精工塑料制品厂',
  kinds: ['factory'],
  certifiedKind: 'factory',
  certifiedLabel: '2026-11-29',
  version: '2026-11-29T01:00:00.000Z',
  live: LIVE,
  pending: { id: 9, submittedAt: '2026-11-29T02:00:00.000Z', submittedLabel: '2026-11-29 10:00', profile: { ...LIVE, summary: '二十年注塑经验' } },
  rejected: null,
};

function show(company = COMPANY, onProposed = jest.fn()) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, 'company-profile': profile, uploads } });
  render(
    <TranslationProvider translator={translator}>
      <h2 id="editor-title">编辑企业资料</h2>
      <ProfileEditor company={company} categories={[{ id: 1, name: '日化', children: [{ id: 2, name: '洗护' }] }]} onProposed={onProposed} />
    </TranslationProvider>,
  );
  return onProposed;
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
  });
};

const productNames = () => screen.getAllByLabelText('产品名称').map((input) => (input as HTMLInputElement).value);

describe('the company profile editor', () => {
  beforeEach(() => client.proposeProfile.mockReset());

  it('starts from the pending change, shows the factory’s fields and the name read-only', () => {
    show();
    expect(screen.getByLabelText('一句话简介')).toHaveValue('二十年注塑经验');
    expect(screen.getByLabelText('企业名称')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('月产能')).toHaveValue('50 万件/月');
    expect(screen.queryByLabelText('服务项目')).not.toBeInTheDocument();
    expect(productNames()).toEqual(['按压泵头', '喷雾瓶']);
  });

  it('moves, removes and adds products', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '下移产品 1' }));
    expect(productNames()).toEqual(['喷雾瓶', '按压泵头']);
    fireEvent.click(screen.getByRole('button', { name: '删除产品 1' }));
    expect(productNames()).toEqual(['按压泵头']);
    fireEvent.click(screen.getByRole('button', { name: '添加产品' }));
    expect(productNames()).toEqual(['按压泵头', '']);
    expect(screen.getByRole('button', { name: '上移产品 1' })).toBeDisabled();
  });

  it('says what is wrong before sending, keeps what was typed, then sends the whole profile with the version', async () => {
    const onProposed = show();
    fireEvent.change(screen.getByLabelText('企业网站'), { target: { value: 'jinggong.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '添加产品' }));
    await submit();
    expect(screen.getByText('请填写以 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    expect(screen.getByText('请填写产品名称')).toBeInTheDocument();
    expect(client.proposeProfile).not.toHaveBeenCalled();
    expect(screen.getByLabelText('企业网站')).toHaveValue('jinggong.example.com');

    client.proposeProfile.mockResolvedValueOnce(COMPANY);
    fireEvent.change(screen.getByLabelText('企业网站'), { target: { value: 'https://jinggong.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '删除产品 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '洗护' }));
    await submit();
    expect(client.proposeProfile).toHaveBeenCalledWith(
      expect.objectContaining({ website: 'https://jinggong.example.com', categoryIds: [2], version: COMPANY.version, products: [expect.objectContaining({ name: '按压泵头' }), expect.objectContaining({ name: '喷雾瓶' })] }),
      'zh-CN',
    );
    expect(onProposed).toHaveBeenCalledWith(COMPANY);
    expect(screen.getByText('修改已提交，等待平台审核。')).toBeInTheDocument();
  });
});
