import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminArticles } from '@/components/console/articles/admin-articles';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { AdminArticleRowView, AdminArticlesProps } from '@/lib/articles/staff-views';
import adminArticles from '@/locales/zh-CN/admin-articles.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import listing from '@/locales/zh-CN/listing.json';

/**
 * /admin/articles: each article with its state (a scheduled one with its time),
 * the actions its state allows, the GET filters and page links, and unpublishing
 * or deleting only after the question is answered (against a stand-in API client).
 */

const router = { locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/articles?status=published', replace: jest.fn(() => Promise.resolve(true)), push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));

const client = { deleteAdminArticle: jest.fn(), unpublishAdminArticle: jest.fn() };
jest.mock('@/lib/articles/staff-client', () => client);

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  router.replace.mockClear();
  client.deleteAdminArticle.mockReset();
  client.unpublishAdminArticle.mockReset();
});

const row = (overrides: Partial<AdminArticleRowView>): AdminArticleRowView => ({
  id: 1,
  title: '秋季选品会回顾',
  channel: 'hot',
  state: 'published',
  authorName: '编辑 周敏',
  publishedAt: '2026-11-20T02:00:00.000Z',
  publishedLabel: '2026-11-20 10:00',
  updatedAt: '2026-11-21T02:00:00.000Z',
  updatedLabel: '2026-11-21 10:00',
  publicPath: '/information-details?id=1',
  ...overrides,
});

const PROPS: AdminArticlesProps = {
  filters: { channel: 'news', status: '', author: '周敏', q: '' },
  list: {
    items: [
      row({}),
      row({ id: 2, title: '下周的新品发布会', state: 'scheduled', publishedAt: '2026-12-01T01:30:00.000Z', publishedLabel: '2026-12-01 09:30', publicPath: null }),
      row({ id: 3, title: '社区门店观察', state: 'pending', authorName: '会员 王丽', publishedAt: null, publishedLabel: null, publicPath: null }),
    ],
    total: 43,
    page: 1,
    pageCount: 3,
  },
  pending: 4,
};

function show(props: AdminArticlesProps = PROPS) {
  const translator = createI18n({ locale: 'zh-CN', resources: { 'admin-articles': adminArticles, common, console: consoleTexts, listing } });
  return render(
    <TranslationProvider translator={translator}>
      <AdminArticles {...props} />
    </TranslationProvider>,
  );
}

/** An action's name with its article's title (jsdom puts a space before the hidden part; browsers do not). */
const named = (action: string, title: string) => new RegExp(`^${action}\\s?：《${title}》$`);
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('AdminArticles', () => {
  it('shows each article’s state — a scheduled one with its time in China time — and the actions its state allows', () => {
    show();
    const published = rowOf('秋季选品会回顾');
    expect(within(published).getByText('已发布')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: named('查看', '秋季选品会回顾') })).toHaveAttribute('href', '/information-details?id=1');
    expect(within(published).getByRole('button', { name: named('撤下', '秋季选品会回顾') })).toBeInTheDocument();

    const scheduled = rowOf('下周的新品发布会');
    expect(within(scheduled).getByText('定时发布')).toBeInTheDocument();
    expect(within(scheduled).getByText('2026-12-01 09:30 发布')).toHaveAttribute('datetime', '2026-12-01T01:30:00.000Z');
    expect(within(scheduled).queryByRole('link', { name: /^查看/ })).toBeNull();
    expect(within(scheduled).getByRole('button', { name: named('撤下', '下周的新品发布会') })).toBeInTheDocument();

    const pending = rowOf('社区门店观察');
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    expect(within(pending).getByText('会员 王丽')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /^撤下/ })).toBeNull();
    expect(within(pending).getByRole('link', { name: named('编辑', '社区门店观察') })).toHaveAttribute('href', '/admin/articles/edit?id=3');
    expect(within(pending).getByRole('button', { name: named('删除', '社区门店观察') })).toBeInTheDocument();
  });

  it('keeps the filters in a GET form, and the page links carry them; new article and the review queue are beside the title', () => {
    show();
    const form = screen.getByRole('form', { name: '筛选' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/admin/articles');
    expect(screen.getByLabelText('栏目')).toHaveValue('news');
    expect(screen.getByLabelText('作者')).toHaveValue('周敏');
    expect(within(screen.getByLabelText('状态')).getByRole('option', { name: '定时发布' })).toHaveAttribute('value', 'scheduled');
    const pages = within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(pages).toContain('/admin/articles?channel=news&author=%E5%91%A8%E6%95%8F&page=2');
    expect(screen.getByText('共 43 篇')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建文章' })).toHaveAttribute('href', '/admin/articles/edit');
    expect(screen.getByRole('link', { name: '投稿审核（4 篇待审核）' })).toHaveAttribute('href', '/admin/submissions');
  });

  it('deletes only after the question is answered, then says so and reads the list again', async () => {
    client.deleteAdminArticle.mockResolvedValue(undefined);
    show();
    fireEvent.click(screen.getByRole('button', { name: named('删除', '社区门店观察') }));
    const dialog = screen.getByRole('dialog', { name: '删除这篇文章？' });
    expect(dialog).toHaveTextContent('《社区门店观察》将被永久删除，无法恢复。');
    expect(client.deleteAdminArticle).not.toHaveBeenCalled();

    // Cancel first: nothing happens.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.deleteAdminArticle).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: named('删除', '社区门店观察') }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认删除' }));
    });
    // With the row's version: what someone saved since the list was read is not deleted unseen.
    expect(client.deleteAdminArticle).toHaveBeenCalledWith(3, 'zh-CN', '2026-11-21T02:00:00.000Z');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('《社区门店观察》已删除。');
    expect(router.replace).toHaveBeenCalledWith('/admin/articles?status=published', undefined, { scroll: false });
  });

  it('keeps the question open with the API’s answer when unpublishing fails', async () => {
    client.unpublishAdminArticle.mockRejectedValue({
      response: { status: 409, data: { error: { code: 'conflict', message: '这篇文章没有发布，不需要撤下。' } }, headers: {} },
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: named('撤下', '下周的新品发布会') }));
    const dialog = screen.getByRole('dialog', { name: '撤下这篇文章？' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认撤下' }));
    });
    expect(client.unpublishAdminArticle).toHaveBeenCalledWith(2, 'zh-CN', '2026-11-21T02:00:00.000Z');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('这篇文章没有发布，不需要撤下。');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says so when nothing matches the filters', () => {
    show({ ...PROPS, list: { items: [], total: 0, page: 1, pageCount: 1 } });
    expect(screen.getByText('没有符合条件的文章')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
