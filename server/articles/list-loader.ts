import type { GetServerSidePropsResult } from 'next';
import { parseListQuery } from '@/lib/http/list-query';
import type { ArticleListView } from '@/lib/articles/views';
import { cached } from '../kernel/cache';
import { listArticles, type Channel } from './public';
import { database } from '../db';
import { articleCard } from './views';
import type { PageContext } from '../http/page';

export interface ArticleListProps extends Record<string, unknown> {
  query: string;
  list: ArticleListView;
}

/** Loader of a channel's list page: ?q= and ?page=; a malformed or out-of-range page is a 404. */
export function loadArticleList(channel: Channel) {
  return async (ctx: PageContext): Promise<GetServerSidePropsResult<ArticleListProps>> => {
    const parsed = parseListQuery(ctx.query);
    if (!parsed) return { notFound: true };
    const { db } = await database();
    const data = await cached(`articles:list:${channel}:${parsed.page}:${parsed.q}`, ['articles'], () =>
      listArticles(db, { channel, page: parsed.page, q: parsed.q }),
    );
    if (parsed.page > data.pageCount) return { notFound: true };
    const locale = ctx.locale === 'en' ? 'en' : 'zh-CN';
    return {
      props: {
        query: parsed.q,
        list: { ...data, items: data.items.map((item) => articleCard(item, locale)) },
      },
    };
  };
}
