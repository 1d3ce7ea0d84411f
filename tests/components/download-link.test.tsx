import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DownloadLink } from '@/components/common/download-link';
import { createI18n, type Locale } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import commonEn from '@/locales/en/common.json';
import commonZh from '@/locales/zh-CN/common.json';

/**
 * The site's download links: a plain link with `download` everywhere; in WeChat's browser (which saves no
 * files) the link also names a hint, under it, to open the page in the system browser. The server's HTML is
 * the same for every browser.
 */

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 MMWEBID/6135 MicroMessenger/8.0.40.2420(0x28002851) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const CHROME_UA = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

function link(locale: Locale = 'zh-CN') {
  const translator = createI18n({ locale, resources: { common: locale === 'en' ? commonEn : commonZh } });
  return (
    <TranslationProvider translator={translator}>
      <DownloadLink href="/api/activities/7/ics">添加到日历</DownloadLink>
    </TranslationProvider>
  );
}

const userAgent = (value: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);

describe('DownloadLink', () => {
  it('is a plain download link in another browser', () => {
    userAgent(CHROME_UA);
    render(link());
    const anchor = screen.getByRole('link', { name: '添加到日历' });
    expect(anchor).toHaveAttribute('href', '/api/activities/7/ics');
    expect(anchor).toHaveAttribute('download', '');
    expect(anchor).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(commonZh.download.wechatHint)).not.toBeInTheDocument();
  });

  it('in WeChat, keeps the link and says under it to open the page in the browser (the link\'s description)', () => {
    userAgent(WECHAT_UA);
    render(link());
    const anchor = screen.getByRole('link', { name: '添加到日历' });
    expect(anchor).toHaveAttribute('download', '');
    expect(anchor).toHaveAccessibleDescription('微信内无法下载文件：请点右上角“…”，选择在浏览器中打开本页后再下载。');
    expect(screen.getByText(commonZh.download.wechatHint)).toBeVisible();
  });

  it('says it in English on English pages', () => {
    userAgent(WECHAT_UA);
    render(link('en'));
    expect(screen.getByRole('link', { name: '添加到日历' })).toHaveAccessibleDescription(/^WeChat cannot save files: tap “…” at the top right, open this page in your browser/);
  });

  it('saves under the name it is given', () => {
    userAgent(CHROME_UA);
    render(
      <TranslationProvider translator={createI18n({ locale: 'zh-CN', resources: { common: commonZh } })}>
        <DownloadLink href="data:text/vcard;charset=utf-8,BEGIN%3AVCARD" filename="TMZ.vcf">
          保存名片
        </DownloadLink>
      </TranslationProvider>,
    );
    expect(screen.getByRole('link', { name: '保存名片' })).toHaveAttribute('download', 'TMZ.vcf');
  });

  it('draws the same server HTML in WeChat as elsewhere (pages are cached per address)', () => {
    userAgent(WECHAT_UA);
    const inWechat = renderToString(link());
    userAgent(CHROME_UA);
    expect(inWechat).toBe(renderToString(link()));
    expect(inWechat).not.toContain('微信');
  });
});
