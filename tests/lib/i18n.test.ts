import { DEFAULT_LOCALE, LOCALES, addPageResources, createI18n, localePrefix, toLocale } from '@/lib/i18n';

describe('toLocale', () => {
  it('keeps the two known locales', () => {
    expect(toLocale('zh-CN')).toBe('zh-CN');
    expect(toLocale('en')).toBe('en');
  });

  it('falls back to zh-CN for anything else', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect([...LOCALES]).toEqual(['zh-CN', 'en']);
    for (const value of [undefined, '', 'fr', 'EN', 'zh', 'en-US', 'default']) {
      expect(toLocale(value)).toBe('zh-CN');
    }
  });
});

describe('localePrefix', () => {
  it('is "" for zh-CN and "/en" for English', () => {
    expect(localePrefix('zh-CN')).toBe('');
    expect(localePrefix('en')).toBe('/en');
  });
});

describe('createI18n', () => {
  it('translates synchronously, right after creation, with interpolation', () => {
    const i18n = createI18n({
      locale: 'zh-CN',
      resources: {
        common: { hello: '你好，{{name}}', nested: { title: '品牌方' } },
        brand: { title: '品牌方权益' },
      },
    });
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('hello', { name: '<b>王</b>' })).toBe('你好，<b>王</b>');
    expect(i18n.t('nested.title')).toBe('品牌方');
    expect(i18n.t('title', { ns: 'brand' })).toBe('品牌方权益');
    expect(i18n.t('brand:title')).toBe('品牌方权益');
  });

  it('returns the key for a missing translation (no fallback language)', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { a: 'A' } } });
    expect(i18n.t('missing')).toBe('missing');
  });

  it('returns arrays with returnObjects', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { list: ['one', 'two'] } } });
    expect(i18n.t('list', { returnObjects: true })).toEqual(['one', 'two']);
  });

  it('interpolates the strings inside returned arrays and objects', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { steps: [{ title: 'Write to {{email}}' }] } } });
    expect(i18n.t('steps', { returnObjects: true, email: 'hr@example.com' })).toEqual([{ title: 'Write to hr@example.com' }]);
  });

  it('leaves a placeholder without a value as it is', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { a: '{{x}} and {{y}}' } } });
    expect(i18n.t('a', { x: 0 })).toBe('0 and {{y}}');
  });

  it('returns the key for an object asked for as a string', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { nested: { a: 'A' } } } });
    expect(i18n.t('nested')).toBe('nested');
  });

  it('chooses the plural form by the language\'s rules and falls back to the bare key', () => {
    const en = createI18n({ locale: 'en', resources: { common: { views_one: '{{count}} view', views_other: '{{count}} views', seats: '{{count}} seats' } } });
    expect(en.t('views', { count: 1 })).toBe('1 view');
    expect(en.t('views', { count: 0 })).toBe('0 views');
    expect(en.t('views', { count: 12 })).toBe('12 views');
    expect(en.t('seats', { count: 1 })).toBe('1 seats');
    const zh = createI18n({ locale: 'zh-CN', resources: { common: { views_other: '{{count}} 次阅读' } } });
    expect(zh.t('views', { count: 1 })).toBe('1 次阅读');
  });

  it('looks in the fixed namespaces in order, and an ns: prefix wins', () => {
    const i18n = createI18n({ locale: 'zh-CN', resources: { common: { a: '通用', b: '只在通用' }, join: { a: '招聘' } } });
    const t = i18n.fixedT(['join', 'common']);
    expect(t('a')).toBe('招聘');
    expect(t('b')).toBe('只在通用');
    expect(t('common:a')).toBe('通用');
    expect(t('missing')).toBe('missing');
  });

  it('makes independent instances', () => {
    const zh = createI18n({ locale: 'zh-CN', resources: { common: { a: '甲' } } });
    const en = createI18n({ locale: 'en', resources: { common: { a: 'A' } } });
    expect(zh.t('a')).toBe('甲');
    expect(en.t('a')).toBe('A');
  });
});

describe('addPageResources', () => {
  it('adds the new page namespaces in the same language', () => {
    const i18n = createI18n({ locale: 'zh-CN', resources: { common: { home: '首页' } } });
    addPageResources(i18n, { locale: 'zh-CN', resources: { common: { home: '首页' }, tmz: { title: 'TMZ 展会' } } });
    expect(i18n.t('tmz:title')).toBe('TMZ 展会');
    expect(i18n.t('home')).toBe('首页');
  });

  it('switches the language and translates with the new resources only', () => {
    const i18n = createI18n({ locale: 'zh-CN', resources: { common: { home: '首页' }, tmz: { title: 'TMZ 展会' } } });
    addPageResources(i18n, { locale: 'en', resources: { common: { home: 'Home' }, brand: { title: 'For brands' } } });
    expect(i18n.language).toBe('en');
    expect(i18n.t('home')).toBe('Home');
    expect(i18n.t('brand:title')).toBe('For brands');
    expect(i18n.t('tmz:title')).toBe('tmz:title');
  });

  it('keeps a bundle that is already loaded', () => {
    const i18n = createI18n({ locale: 'en', resources: { common: { home: 'Home' } } });
    addPageResources(i18n, { locale: 'en', resources: { common: { home: 'Changed' } } });
    expect(i18n.t('home')).toBe('Home');
  });
});
