import { contactDetailIn, daysLeft, quantityBandOf, sourcingFileProblem } from '@/lib/sourcing/rules';
import { sourcingQuoteSchema, sourcingRequestSchema } from '@/lib/sourcing/schema';

describe('contactDetailIn', () => {
  it.each([
    ['请打 13800138000', 'mobile'],
    ['电话 138 0013 8000', 'mobile'],
    ['+86-139-1234-5678 王先生', 'mobile'],
    ['全角 １３８００１３８０００', 'mobile'],
    ['发到 sales@example.com', 'email'],
    ['sales＠example.cn 收', 'email'],
    ['sales (at) example.com', 'email'],
    ['加微信：wxid_abc123', 'wechat'],
    ['V信 qinghe2026', 'wechat'],
    ['WeChat ID: brand_buyer', 'wechat'],
  ])('finds the contact in “%s”', (text, kind) => {
    expect(contactDetailIn(text)).toBe(kind);
  });

  it.each(['袜子 150000-200000 双', '尺码 36-44，交期 2026-12-31', '克重 180g/m²，单价 12.50 元', '订单号 20261129001', '微信支付结算', '@全体供应商 欢迎报价'])(
    'leaves “%s” alone',
    (text) => {
      expect(contactDetailIn(text)).toBeNull();
    },
  );
});

describe('the bands and days left', () => {
  it('puts a quantity in its band', () => {
    expect([1, 999, 1000, 9999, 10000, 99999, 100000].map(quantityBandOf)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large', 'bulk']);
  });

  it('counts whole days left, rounded up, never below 0', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(daysLeft(new Date('2026-12-09T00:00:00Z'), now)).toBe(10);
    expect(daysLeft(new Date('2026-11-29T01:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-28T00:00:00Z'), now)).toBe(0);
  });
});

describe('sourcingRequestSchema', () => {
  const valid = {
    title: '纯棉 T 恤 2 万件',
    categoryId: '3',
    description: '<p>180 克</p>',
    quantity: '20000',
    unit: 'piece',
    budgetBasis: 'total',
    budgetMin: '',
    budgetMax: '300000.5',
    region: '杭州',
    neededBy: '2030-01-31',
    kindsWanted: ['factory', 'factory', 'provider'],
    requirements: '',
    showCompany: true,
    openDays: '30',
  };

  it('reads numbers typed as text, amounts into fen, and drops repeated kinds', () => {
    expect(sourcingRequestSchema.parse(valid)).toMatchObject({ categoryId: 3, quantity: 20000, budgetMin: null, budgetMax: 30000050, kindsWanted: ['factory', 'provider'], openDays: 30, showCompany: true });
  });

  it('finds contact details in the description’s text across its tags', () => {
    const result = sourcingRequestSchema.safeParse({ ...valid, description: '<p>联系 138</p><p>0013 8000</p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['description', 'sourcing:errors.contact.mobile']]);
  });

  it('asks for the budget type only when there is a budget', () => {
    expect(sourcingRequestSchema.safeParse({ ...valid, budgetBasis: '', budgetMax: '' }).success).toBe(true);
    const result = sourcingRequestSchema.safeParse({ ...valid, budgetBasis: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['sourcing:errors.budgetBasisRequired']);
  });
});

describe('a quote', () => {
  const quote = (overrides: Record<string, unknown> = {}) => ({
    priceBasis: 'unit',
    price: '13.80',
    minOrder: '5000',
    leadTimeDays: 25,
    validBasis: 'days',
    validDays: '30',
    message: ' 可先寄样。 ',
    revision: null,
    ...overrides,
  });

  it('reads the price in fen, the numbers, the validity in days and the trimmed message', () => {
    expect(sourcingQuoteSchema.parse(quote())).toEqual({
      priceBasis: 'unit',
      price: 1380,
      minOrder: 5000,
      leadTimeDays: 25,
      validBasis: 'days',
      validDays: 30,
      validUntil: '',
      message: '可先寄样。',
      revision: null,
    });
  });

  it('reads a validity given as a day, and ignores the days then', () => {
    expect(sourcingQuoteSchema.parse(quote({ validBasis: 'date', validUntil: '2030-06-30', validDays: 'x', revision: 3 }))).toMatchObject({ validDays: null, validUntil: '2030-06-30', revision: 3 });
  });

  it('names every problem on its field at once', () => {
    const result = sourcingQuoteSchema.safeParse(quote({ price: '', minOrder: '0', leadTimeDays: 400, validDays: '181', message: '电话 13800138000' }));
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      price: 'sourcing:errors.quote.priceRequired',
      minOrder: 'sourcing:errors.quote.minOrderRange',
      leadTimeDays: 'sourcing:errors.quote.leadTimeRange',
      validDays: 'sourcing:errors.quote.validDaysRange',
      message: 'sourcing:errors.contact.mobile',
    });
  });

  it('refuses a day that is no day, a revision that is no whole number and a price with three decimals', () => {
    const messagesOf = (input: Record<string, unknown>) => sourcingQuoteSchema.safeParse(quote(input)).error!.issues.map((issue) => issue.message);
    expect(messagesOf({ validBasis: 'date', validUntil: '2030-02-30' })).toEqual(['sourcing:errors.quote.validUntilInvalid']);
    expect(messagesOf({ revision: 1.5 })).toEqual(['sourcing:errors.quote.revisionInvalid']);
    expect(messagesOf({ price: '1.005' })).toEqual(['sourcing:errors.quote.priceInvalid']);
  });
});

describe('sourcingFileProblem (the browser’s check before a file is sent)', () => {
  const MB = 1024 * 1024;
  it('passes PDF up to 10 MB and images up to 5 MB, and a file of no declared type up to 10 MB (the server reads it)', () => {
    expect(sourcingFileProblem({ size: 10 * MB, type: 'application/pdf' })).toBeNull();
    expect(sourcingFileProblem({ size: 5 * MB, type: 'image/jpeg' })).toBeNull();
    expect(sourcingFileProblem({ size: 1000, type: 'image/jpg' })).toBeNull();
    expect(sourcingFileProblem({ size: 10 * MB, type: '' })).toBeNull();
  });

  it('refuses an empty file, another type, and files over their limit', () => {
    expect(sourcingFileProblem({ size: 0, type: 'application/pdf' })).toEqual({ key: 'sourcing:files.empty', values: {} });
    expect(sourcingFileProblem({ size: 10, type: 'image/svg+xml' })).toEqual({ key: 'sourcing:files.type', values: {} });
    expect(sourcingFileProblem({ size: 10, type: 'application/zip' })?.key).toBe('sourcing:files.type');
    expect(sourcingFileProblem({ size: 10 * MB + 1, type: 'application/pdf' })).toEqual({ key: 'sourcing:files.pdfTooLarge', values: { limit: 10 } });
    expect(sourcingFileProblem({ size: 5 * MB + 1, type: 'image/png' })).toEqual({ key: 'sourcing:files.imageTooLarge', values: { limit: 5 } });
  });
});
