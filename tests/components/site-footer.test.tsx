import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteProvider } from '@/components/providers/site-context';
import { createI18n, type Locale } from '@/lib/i18n';
import type { SiteConfig } from '@/lib/site-config';
import { TranslationProvider } from '@/lib/use-translation';
import commonEn from '@/locales/en/common.json';
import commonZh from '@/locales/zh-CN/common.json';
import { SITE } from './support/site-config';

/** The footer's WeChat official account: its QR code and name when WECHAT_OA_QR is set, nothing of it otherwise. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', push: jest.fn(), prefetch: jest.fn() }) }));

const QR = '/api/uploads/AbCdEfGhIjKlMnOpQrStUv';

function renderFooter(site: SiteConfig, locale: Locale = 'zh-CN') {
  const translator = createI18n({ locale, resources: { common: locale === 'en' ? commonEn : commonZh } });
  return render(
    <TranslationProvider translator={translator}>
      <SiteProvider value={site}>
        <SiteFooter />
      </SiteProvider>
    </TranslationProvider>,
  );
}

describe('the footer\'s official account', () => {
  it('shows its QR code, at a fixed size, with its name', () => {
    renderFooter({ ...SITE, wechatAccount: { qr: QR, name: 'TMZ 服务号', nameEn: 'TMZ Service' } });
    const image = screen.getByRole('img', { name: '微信公众号“TMZ 服务号”的二维码' });
    expect(image).toHaveAttribute('src', QR);
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveAttribute('height', '112');
    const figure = image.closest('figure')!;
    expect(within(figure).getByText('微信公众号')).toBeInTheDocument();
    expect(within(figure).getByText('TMZ 服务号')).toBeInTheDocument();
    expect(within(figure).getByText('微信扫一扫，或在微信中长按识别，关注我们')).toBeInTheDocument();
  });

  it('names it in English on English pages', () => {
    renderFooter({ ...SITE, wechatAccount: { qr: QR, name: 'TMZ 服务号', nameEn: 'TMZ Service' } }, 'en');
    expect(screen.getByRole('img', { name: 'QR code of the WeChat official account “TMZ Service”' })).toHaveAttribute('src', QR);
    expect(screen.getByText('WeChat official account')).toBeInTheDocument();
  });

  it('shows nothing of it when none is configured', () => {
    const { container } = renderFooter({ ...SITE, wechatAccount: null });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('微信公众号')).not.toBeInTheDocument();
  });
});
