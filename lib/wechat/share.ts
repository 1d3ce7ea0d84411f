/**
 * Share cards in WeChat's browser: with the official account configured, a
 * page opened in WeChat loads WeChat's JS-SDK (after the page is usable, and
 * only there), has the server sign the page's address (GET
 * /api/wechat/js-config) and tells WeChat the card for chats and Moments: the
 * page's own title, summary, address and picture, read from its Open Graph
 * tags (server/seo). Again after every client-side navigation, since the card
 * belongs to the page shown. Other browsers load nothing of this.
 */

import { WECHAT_JS_SDK_URL } from '../third-party';

export { isWechatBrowser } from './browser';

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WxConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** The part of the JS-SDK's `wx` used here. */
export interface Wx {
  config(options: WxConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (problem: unknown) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'>): void;
}

type WechatWindow = Window & { wx?: Wx };

const meta = (doc: Document, selector: string) => doc.querySelector<HTMLMetaElement>(selector)?.content?.trim() ?? '';

/** The card of the page shown: its Open Graph tags, else its title and description, and its address without #. */
export function shareDataFromDocument(doc: Document, href: string): ShareData {
  const base = href.split('#')[0]!;
  const image = meta(doc, 'meta[property="og:image"]');
  return {
    title: meta(doc, 'meta[property="og:title"]') || doc.title,
    desc: meta(doc, 'meta[property="og:description"]') || meta(doc, 'meta[name="description"]'),
    link: base,
    imgUrl: image ? new URL(image, base).href : '',
  };
}

function loadSdk(win: WechatWindow): Promise<Wx> {
  if (win.wx) return Promise.resolve(win.wx);
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.async = true;
    script.onload = () => (win.wx ? resolve(win.wx) : reject(new Error('the JS-SDK defined no wx')));
    script.onerror = () => reject(new Error('the JS-SDK did not load'));
    win.document.head.appendChild(script);
  });
}

async function signedConfig(win: Window, href: string): Promise<WxConfig | null> {
  const response = await win.fetch(`/api/wechat/js-config?url=${encodeURIComponent(href.split('#')[0]!)}`, { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as WxConfig) : null;
}

/** The address wx.config was last signed for, once WeChat accepted it; the head watcher re-applies the card there. */
let readyFor: string | null = null;
let watching = false;

function applyCard(wx: Wx, win: Window): void {
  const data = shareDataFromDocument(win.document, win.location.href);
  wx.updateAppMessageShareData(data);
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl });
}

/**
 * After a client-side navigation the new page's title and Open Graph tags reach the head a moment after its
 * address: whenever the head changes, the card of the page WeChat was configured for is set again from it.
 */
function watchHead(wx: Wx, win: Window): void {
  if (watching) return;
  watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (readyFor === win.location.href.split('#')[0]) applyCard(wx, win);
    }, 50);
  }).observe(win.document.head, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Sets the card of the page shown now; a failure leaves WeChat's plain card (and is said on the console). */
export async function shareThisPage(win: WechatWindow = window): Promise<void> {
  try {
    const [wx, config] = await Promise.all([loadSdk(win), signedConfig(win, win.location.href)]);
    if (!config) return;
    const url = win.location.href.split('#')[0]!;
    readyFor = null;
    wx.config({ debug: false, ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    wx.ready(() => {
      readyFor = url;
      applyCard(wx, win);
      watchHead(wx, win);
    });
    wx.error((problem) => console.info('WeChat share card not set:', problem));
  } catch (error) {
    console.info('WeChat share card not set:', (error as Error).message);
  }
}
