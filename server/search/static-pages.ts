import enCommon from '@/locales/en/common.json';
import zhCommon from '@/locales/zh-CN/common.json';
import type { Locale } from '@/lib/i18n';
import { foldCase } from '@/lib/search/query';
import { routes, type RouteKey } from '@/lib/routes';

/**
 * The site's own pages the search finds beside its content: the privacy
 * policy, the contact page, recruitment, the audience pages, the lists… Each
 * is found by its title (common.json `routes.*`) in either language, and by
 * the words people use for it (`also`), so a search for 隐私, "contact" or
 * 关于我们 leads to the page; its description is the result's passage (not
 * searched: it mentions in passing what other pages are about). Few and fixed: matched here,
 * in memory, then ranked with the rest (server/search/search.ts).
 */

interface StaticPage {
  key: RouteKey;
  /** Other words for the page, in both languages (folded as the query is). */
  also: readonly string[];
}

const PAGES: readonly StaticPage[] = [
  { key: 'home', also: ['关于我们', '平台介绍', 'about us', 'about'] },
  { key: 'privacy', also: ['隐私', '个人信息', '隐私条款', 'privacy', 'personal information', 'data protection'] },
  { key: 'contact', also: ['联系方式', '客服', '地址', '电话', 'contact', 'address', 'phone', 'e-mail'] },
  { key: 'joinUs', also: ['招聘', '工作机会', '岗位', 'jobs', 'careers', 'recruitment', 'join us'] },
  { key: 'applicationStatus', also: ['申请进度', 'application status'] },
  { key: 'partners', also: ['顾问', '合作伙伴', 'consultants', 'partners'] },
  { key: 'tmz', also: ['展会', '参展', 'trade show', 'exhibition', 'exhibit'] },
  { key: 'showExhibitors', also: ['展商', '参展商', 'exhibitors'] },
  { key: 'activities', also: ['活动', '报名', 'events', 'register'] },
  { key: 'companies', also: ['企业', '名录', 'directory', 'companies'] },
  { key: 'brand', also: ['品牌', 'brands'] },
  { key: 'factory', also: ['工厂', 'factories', 'manufacturers'] },
  { key: 'provider', also: ['服务商', 'service providers'] },
  { key: 'retailer', also: ['零售', '零售商', 'retailers', 'stores'] },
  { key: 'news', also: ['资讯', '新闻', 'news'] },
  { key: 'hot', also: ['热点', 'hot topics'] },
  { key: 'practical', also: ['干货', '经验', 'tips'] },
  { key: 'publish', also: ['投稿', '发布', 'submit', 'publish'] },
  { key: 'exhibitorLogin', also: ['展商登录', 'exhibitor login'] },
];

type RouteTexts = Record<string, { title: string; description?: string }>;
const TEXTS: Record<Locale, RouteTexts> = { 'zh-CN': zhCommon.routes as RouteTexts, en: enCommon.routes as RouteTexts };

interface Indexed {
  titles: string[];
  text: string;
}

/** Folded once, on first use: the title in each language, and the titles with the other words. */
let index: Indexed[] | undefined;
function indexed(): Indexed[] {
  index ??= PAGES.map(({ key, also }) => {
    const titles = [TEXTS['zh-CN'][key], TEXTS.en[key]].map((t) => foldCase(t?.title ?? ''));
    return { titles, text: foldCase([...titles, ...also].join(' | ')) };
  });
  return index;
}

export interface StaticPageMatch {
  /** Index of the page in the list (`staticPage`). */
  id: number;
  /** As the search's other rows: 0 the whole title, 1 every term in the title, 2 among the page's other words (as a summary). */
  tier: number;
}

const squeeze = (text: string) => text.replace(/\s+/gu, '');

/** The pages holding every term; `exact` is the folded query without white space. */
export function matchStaticPages(terms: readonly string[], exact: string): StaticPageMatch[] {
  const all = (text: string) => terms.every((term) => text.includes(term));
  const found: StaticPageMatch[] = [];
  indexed().forEach((page, id) => {
    if (!all(page.text)) return;
    const tier = page.titles.some((title) => squeeze(title) === exact) ? 0 : page.titles.some(all) ? 1 : 2;
    found.push({ id, tier });
  });
  return found;
}

/** A found page's title, description and path, in `locale`. */
export function staticPage(id: number, locale: Locale): { title: string; description: string; path: string } | undefined {
  const page = PAGES[id];
  if (!page) return undefined;
  const text = TEXTS[locale][page.key] ?? TEXTS['zh-CN'][page.key];
  return { title: text?.title ?? '', description: text?.description ?? '', path: routes[page.key] };
}
