import { act, fireEvent, render, screen } from '@testing-library/react';
import { CertificationDetails } from '@/components/author/certification-details';
import { createI18n } from '@/lib/i18n';
import { brandApplicationSchema, lookupSchema, retailerApplicationSchema, reviewSchema } from '@/lib/certifications/schema';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import type { StaffCertificationView } from '@/lib/certifications/views';
import author from '@/locales/zh-CN/author.json';
import common from '@/locales/zh-CN/common.json';

/** A reviewer's view of one application on /admin/certifications: its details, the licence image, approve and reject. */

const client = {
  validate,
  schemas: { brand: brandApplicationSchema, retailer: retailerApplicationSchema, lookup: lookupSchema, review: reviewSchema },
  review: jest.fn<Promise<StaffCertificationView>, [number, unknown, string]>(),
};
jest.mock('@/components/author/load-certification-client', () => ({ loadCertificationClient: () => Promise.resolve(client) }));

const PENDING: StaffCertificationView = {
  id: 7,
  number: 'RT-20261122-7KQ3MX',
  kind: 'retailer',
  status: 'pending',
  companyName: '厦门海湾百货有限公司',
  uscc: '91350100M000100Y43',
  legalRepresentative: '林青',
  contactName: '陈晓',
  mobile: '13500000001',
  email: 'chenxiao@example.com',
  brandName: '',
  storeName: '海湾百货中山路店',
  storeAddress: '福建省厦门市思明区中山路 88 号',
  capacity: '',
  processes: [],
  services: [],
  licence: { url: '/api/uploads/abc', width: 1200, height: 840 },
  byMember: true,
  submittedLabel: '2026-11-22 10:00',
  reviewNote: '',
  reviewedLabel: null,
  reviewerName: null,
};

function show(certification: StaffCertificationView, onReviewed = jest.fn()) {
  const translator = createI18n({ locale: 'zh-CN', resources: { author, common } });
  render(
    <TranslationProvider translator={translator}>
      <CertificationDetails certification={certification} onReviewed={onReviewed} />
    </TranslationProvider>,
  );
  return onReviewed;
}

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('reviewing a certification application', () => {
  it('shows the store, how it was submitted and the licence image at its own size, with a link to open it', () => {
    show(PENDING);
    expect(screen.getByText('海湾百货中山路店')).toBeInTheDocument();
    expect(screen.getByText('福建省厦门市思明区中山路 88 号')).toBeInTheDocument();
    expect(screen.getByText('会员登录后提交')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: '营业执照 · 厦门海湾百货有限公司' });
    expect(image).toHaveAttribute('src', '/api/uploads/abc');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '840');
    expect(screen.getByRole('link', { name: '在新窗口打开原图' })).toHaveAttribute('href', '/api/uploads/abc');
  });

  it('asks why before it rejects, and sends nothing until told', async () => {
    const onReviewed = show(PENDING);
    await press('驳回');
    expect(screen.getByText('驳回时请写明原因，申请人查询进度时会看到')).toBeInTheDocument();
    expect(screen.getByLabelText('审核意见')).toHaveAttribute('aria-invalid', 'true');
    expect(client.review).not.toHaveBeenCalled();
    expect(onReviewed).not.toHaveBeenCalled();

    client.review.mockResolvedValueOnce({ ...PENDING, status: 'rejected', reviewNote: '执照模糊' });
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '执照模糊' } });
    await press('驳回');
    expect(client.review).toHaveBeenCalledWith(7, { decision: 'reject', note: '执照模糊' }, 'zh-CN');
    expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ status: 'rejected' }));
  });

  it('approves with the button pressed, and hands the decided application on', async () => {
    const decided = { ...PENDING, status: 'approved' as const, reviewedLabel: '2026-11-23 10:00', reviewerName: '编辑' };
    client.review.mockResolvedValueOnce(decided);
    const onReviewed = show(PENDING);
    await press('通过');
    expect(client.review).toHaveBeenCalledWith(7, { decision: 'approve', note: '' }, 'zh-CN');
    expect(onReviewed).toHaveBeenCalledWith(decided);
  });

  it('shows who decided a decided one, when and why, without the buttons', () => {
    show({ ...PENDING, status: 'rejected', reviewNote: '执照模糊', reviewedLabel: '2026-11-23 10:00', reviewerName: '编辑' });
    expect(screen.getByText('编辑，2026-11-23 10:00')).toBeInTheDocument();
    expect(screen.getByText('执照模糊')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});
