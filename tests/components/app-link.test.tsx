import { fireEvent, render, screen } from '@testing-library/react';
import { AppLink, localizedHref } from '@/components/common/app-link';

const router = {
  asPath: '/news',
  locale: 'en',
  defaultLocale: 'zh-CN',
  push: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
};

jest.mock('next/router', () => ({ useRouter: () => router }));

/** Whether the component cancelled the click; the click is then cancelled anyway so jsdom does not navigate. */
function recordDefaultPrevented() {
  const seen: boolean[] = [];
  const listener = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { seen, stop: () => document.removeEventListener('click', listener) };
}

let clicks: ReturnType<typeof recordDefaultPrevented>;

beforeEach(() => {
  router.locale = 'en';
  router.asPath = '/news';
  router.push.mockClear();
  router.prefetch.mockClear();
  clicks = recordDefaultPrevented();
});

afterEach(() => {
  clicks.stop();
});

describe('localizedHref', () => {
  it('prefixes local paths with a non-default locale', () => {
    expect(localizedHref('/brand', 'en', 'zh-CN')).toBe('/en/brand');
    expect(localizedHref('/', 'en', 'zh-CN')).toBe('/en');
    expect(localizedHref('/hot?page=2#list', 'en', 'zh-CN')).toBe('/en/hot?page=2#list');
  });

  it('leaves default-locale and unlocalised paths alone', () => {
    expect(localizedHref('/brand', 'zh-CN', 'zh-CN')).toBe('/brand');
    expect(localizedHref('/brand', undefined, 'zh-CN')).toBe('/brand');
  });

  it('leaves external addresses alone', () => {
    expect(localizedHref('https://example.com/a', 'en', 'zh-CN')).toBe('https://example.com/a');
    expect(localizedHref('mailto:hr@example.com', 'en', 'zh-CN')).toBe('mailto:hr@example.com');
    expect(localizedHref('//cdn.example.com/x', 'en', 'zh-CN')).toBe('//cdn.example.com/x');
  });
});

describe('AppLink', () => {
  it('renders a link with the localized href', () => {
    render(<AppLink href="/brand">For brands</AppLink>);
    expect(screen.getByRole('link', { name: 'For brands' })).toHaveAttribute('href', '/en/brand');
  });

  it('renders the unprefixed href in the default locale', () => {
    router.locale = 'zh-CN';
    render(<AppLink href="/brand">品牌方</AppLink>);
    expect(screen.getByRole('link', { name: '品牌方' })).toHaveAttribute('href', '/brand');
  });

  it('navigates through the router on a plain click', () => {
    const onClick = jest.fn();
    render(
      <AppLink href="/brand#service" onClick={onClick}>
        Services
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/brand#service', undefined, { locale: 'en' });
    expect(clicks.seen).toEqual([true]);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a click to the page shown now but report the redundant navigation (docs/spec.md §8)', () => {
    router.asPath = '/brand?page=2';
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<AppLink href="/brand?page=2">Brands</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Brands' }));
    expect(router.push).not.toHaveBeenCalled();
    // The browser's own navigation (a reload) is cancelled too.
    expect(clicks.seen).toEqual([true]);
    expect(info).toHaveBeenCalledWith('Avoided redundant navigation to current location: "/brand?page=2".');
    info.mockRestore();
  });

  it('navigates to the same path in another language, another query or another hash', () => {
    router.asPath = '/brand';
    render(
      <>
        <AppLink href="/brand" locale="zh-CN">
          中文
        </AppLink>
        <AppLink href="/brand?page=2">Page 2</AppLink>
        <AppLink href="/brand#service">Services</AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '中文' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(router.push.mock.calls).toEqual([
      ['/brand', undefined, { locale: 'zh-CN' }],
      ['/brand?page=2', undefined, { locale: 'en' }],
      ['/brand#service', undefined, { locale: 'en' }],
    ]);
  });

  it('switches locale with the locale prop', () => {
    render(
      <AppLink href="/brand" locale="zh-CN">
        中文
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: '中文' });
    expect(link).toHaveAttribute('href', '/brand');
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/brand', undefined, { locale: 'zh-CN' });
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser', (_label, init) => {
    render(<AppLink href="/brand">For brands</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'For brands' }), init);
    expect(router.push).not.toHaveBeenCalled();
    expect(clicks.seen).toEqual([false]);
  });

  it('leaves a click on a target="_blank" link to the browser', () => {
    render(
      <AppLink href="/brand" target="_blank">
        New tab
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(clicks.seen).toEqual([false]);
  });

  it('does not navigate when its onClick prevented the default', () => {
    render(
      <AppLink href="/brand" onClick={(event) => event.preventDefault()}>
        Guarded
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Guarded' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves an external href untouched and lets the browser follow it', () => {
    render(<AppLink href="https://beian.miit.gov.cn/">ICP</AppLink>);
    const link = screen.getByRole('link', { name: 'ICP' });
    expect(link).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    fireEvent.click(link);
    expect(router.push).not.toHaveBeenCalled();
    expect(clicks.seen).toEqual([false]);
  });

  it('passes other attributes through', () => {
    render(
      <AppLink href="/hot" className="nav" aria-current="page">
        Hot
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Hot' });
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  describe('prefetch', () => {
    const savedEnv = process.env.NODE_ENV;
    afterEach(() => {
      (process.env as Record<string, string | undefined>).NODE_ENV = savedEnv;
    });

    it('prefetches a local page on hover, focus and touch in production', () => {
      (process.env as Record<string, string>).NODE_ENV = 'production';
      render(<AppLink href="/tmz">TMZ</AppLink>);
      const link = screen.getByRole('link', { name: 'TMZ' });
      fireEvent.mouseEnter(link);
      fireEvent.focus(link);
      fireEvent.touchStart(link);
      expect(router.prefetch).toHaveBeenCalledTimes(3);
      expect(router.prefetch).toHaveBeenCalledWith('/tmz', undefined, { locale: 'en' });
    });

    it('does not prefetch external links or outside production', () => {
      (process.env as Record<string, string>).NODE_ENV = 'production';
      render(<AppLink href="https://example.com/">Out</AppLink>);
      fireEvent.mouseEnter(screen.getByRole('link', { name: 'Out' }));
      (process.env as Record<string, string>).NODE_ENV = 'development';
      render(<AppLink href="/tmz">TMZ</AppLink>);
      fireEvent.mouseEnter(screen.getByRole('link', { name: 'TMZ' }));
      expect(router.prefetch).not.toHaveBeenCalled();
    });
  });
});
