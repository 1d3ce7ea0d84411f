import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ComparedQuote } from '@/components/sourcing/compared-quote';
import { createI18n } from '@/lib/i18n';
import { validate } from '@/lib/http/field-errors';
import { closeRequestSchema, quoteDecisionSchema, quoteMessageSchema } from '@/lib/sourcing/choose-schema';
import type { ComparedQuoteView } from '@/lib/sourcing/choose-views';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';
import companies from '@/locales/zh-CN/companies.json';
import sourcing from '@/locales/zh-CN/sourcing.json';

/** One quote of the buyer's comparison: its terms and supplier, the buyer's steps, and the contact only once accepted. */

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/sourcing/5/quotes', replace, prefetch: jest.fn(() => Promise.resolve()) }) }));

const client = {
  validate,
  schemas: { decision: quoteDecisionSchema, close: closeRequestSchema, message: quoteMessageSchema },
  decideQuote: jest.fn(() => Promise.resolve({ id: 9, status: 'accepted', shortlisted: false, version: 'v2' })),
  closeRequest: jest.fn(),
  postQuoteMessage: jest.fn(),
};
jest.mock('@/components/sourcing/load-choose-client', () => ({ loadChooseClient: () => Promise.resolve(client) }));

const terms = { revision: 2, unitPriceFen: null, totalFen: 25_000_000, perUnitFen: 1250, wholeFen: 25_000_000, minOrder: 20000, leadTimeDays: 45, validUntil: '2026-12-19', expired: false, message: '整单报价', sentLabel: '2026-11-29 10:00' };
const QUOTE: ComparedQuoteView = {
  id: 9,
  status: 'sent',
  version: '2026-11-29T02:00:00.000Z',
  shortlisted: false,
  terms,
  history: [{ ...terms, revision: 1, totalFen: 26_000_000, wholeFen: 26_000_000, perUnitFen: 1300 }],
  supplier: { id: 3, name: '宁波海曙织造有限公司', logo: null, kinds: ['factory'], province: '浙江', city: '宁波', certified: { kind: 'factory', date: '2026-01-05' }, listed: true },
  thread: [],
  declineReason: '',
  contact: null,
};

function show(quote: ComparedQuoteView, { canChoose = true, buyer = true } = {}) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, companies, sourcing } });
  return render(
    <TranslationProvider translator={translator}>
      <ol>
        <ComparedQuote requestId={5} quote={quote} unit="piece" canChoose={canChoose} buyer={buyer} threadMax={20} />
      </ol>
    </TranslationProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('ComparedQuote', () => {
  it('shows the supplier card, the price per unit from a total, the earlier version, and no contact while waiting', () => {
    show(QUOTE);
    const card = screen.getByRole('listitem', { name: '宁波海曙织造有限公司' });
    expect(within(card).getByRole('link', { name: '宁波海曙织造有限公司' })).toHaveAttribute('href', '/companies/3');
    expect(card).toHaveTextContent('已认证工厂');
    expect(card).toHaveTextContent('≈ ¥12.50 / 件');
    expect(card).toHaveTextContent('¥250,000.00');
    expect(card).toHaveTextContent('历史版本（1）');
    expect(card).toHaveTextContent('¥13.00 / 件');
    expect(within(card).queryByRole('region', { name: '对方联系方式' })).toBeNull();
  });

  it('accepts only after confirming, with the version the page showed, then reads the page again', async () => {
    show(QUOTE);
    fireEvent.click(screen.getByRole('button', { name: '接受报价' }));
    expect(client.decideQuote).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: '接受报价' });
    expect(confirm).toHaveTextContent('接受「宁波海曙织造有限公司」的报价？');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: '接受报价' }));
    });
    expect(client.decideQuote).toHaveBeenCalledWith(5, { quoteId: 9, action: 'accept', version: '2026-11-29T02:00:00.000Z', reason: '' }, 'zh-CN');
    expect(replace).toHaveBeenCalledWith('/sourcing/5/quotes', undefined, { scroll: false });
  });

  it('refuses a decline reason with an e-mail address before sending it', async () => {
    show(QUOTE);
    fireEvent.click(screen.getByRole('button', { name: '婉拒' }));
    fireEvent.change(screen.getByLabelText('婉拒说明（选填，供应商会收到）'), { target: { value: '请发 a@b.example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认婉拒' }));
    });
    expect(client.decideQuote).not.toHaveBeenCalled();
    expect(screen.getByText('请删除邮箱地址：选定报价前不能留联系方式')).toBeInTheDocument();
  });

  it('shows an accepted quote’s contact, and offers staff no step', () => {
    show({ ...QUOTE, status: 'accepted', contact: { company: '宁波海曙织造有限公司', channel: 'phone', value: '0574-8888 1234' } }, { canChoose: false, buyer: false });
    expect(screen.getByRole('link', { name: '0574-8888 1234' })).toHaveAttribute('href', 'tel:057488881234');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('向供应商提问')).toBeNull();
  });
});
