import { act, fireEvent, render, screen } from '@testing-library/react';
import { PublishWorkspace } from '@/components/publish/publish-workspace';
import { ViewerProvider } from '@/components/providers/viewer-context';
import { draftKey, readLocalDraft } from '@/lib/articles/draft-store';
import type { Viewer } from '@/lib/guards';
import { createI18n } from '@/lib/i18n';
import { articleDraftSchema, articleSubmitSchema, reviewSchema } from '@/lib/articles/schema';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import type { AuthoringArticleView, LockedArticleView, PublishEditorView } from '@/lib/articles/publish-views';
import common from '@/locales/zh-CN/common.json';
import listing from '@/locales/zh-CN/listing.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';

/**
 * /publish around a submission: submitting leads to the article read-only with
 * its state and why it cannot be changed, "写新文章" gives an empty form, and
 * "有未保存的修改" is never said of something the server has — nor after a
 * submit refused because the article was submitted elsewhere.
 */

const router = { locale: 'zh-CN', defaultLocale: 'zh-CN', query: {}, asPath: '/publish', replace: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));

const client = {
  validate,
  schemas: { draft: articleDraftSchema, submit: articleSubmitSchema, review: reviewSchema },
  saveArticle: jest.fn(),
  submitArticle: jest.fn(),
};
jest.mock('@/components/publish/load-article-client', () => ({ loadArticleClient: () => Promise.resolve(client) }));

// The real editor (Quill) needs a browser; a text area stands in, reporting its HTML as the editor does.
jest.mock('@/components/forms/rich-text/lazy-editor', () => ({
  LazyEditor: ({ initialHtml, labelId, onChange }: { initialHtml: string; labelId: string; onChange: (html: string, byAuthor: boolean) => void }) => (
    <textarea aria-labelledby={labelId} defaultValue={initialHtml} onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`, true)} />
  ),
}));

const member: Viewer = { id: 7, kind: 'member', name: '作者', login: 'au***@example.com', verified: true };
const newArticle: PublishEditorView = { article: null, locked: null, channels: ['news', 'hot', 'practical'], publishesDirectly: false };

function article(overrides: Partial<AuthoringArticleView> = {}): AuthoringArticleView {
  return {
    id: 5,
    channel: 'hot',
    status: 'draft',
    title: '社区门店的选品逻辑',
    summary: '从三家社区门店的进货单看选品的取舍。',
    cover: null,
    coverWidth: null,
    coverHeight: null,
    body: '<p>进货单是最诚实的数据</p>',
    reviewNote: '',
    submittedAt: null,
    publishedAt: null,
    updatedAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

/** What the server gives /publish?submitted=5 once article 5 was sent for review. */
const submitted = (overrides: Partial<LockedArticleView> = {}): PublishEditorView => ({
  ...newArticle,
  locked: {
    id: 5,
    title: '社区门店的选品逻辑',
    status: 'pending',
    channel: 'hot',
    summary: '从三家社区门店的进货单看选品的取舍。',
    body: '<p>进货单是最诚实的数据</p>',
    atLabel: '2026-11-01 10:05',
    reviewNote: '',
    justSubmitted: true,
    ...overrides,
  },
});

const translator = createI18n({ locale: 'zh-CN', resources: { common, listing, publish, uploads } });
const page = (editor: PublishEditorView) => (
  <TranslationProvider translator={translator}>
    <ViewerProvider fromPage={member}>
      <PublishWorkspace editor={editor} />
    </ViewerProvider>
  </TranslationProvider>
);

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

function fill() {
  fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '社区门店的选品逻辑' } });
  fireEvent.change(screen.getByLabelText('摘要（必填）'), { target: { value: '从三家社区门店的进货单看选品的取舍。' } });
  fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '进货单是最诚实的数据' } });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  client.saveArticle.mockReset();
  client.submitArticle.mockReset();
  router.replace.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('/publish after a submission', () => {
  it('submitting leads to the article’s state; 写新文章 gives an empty form with nothing unsaved', async () => {
    client.saveArticle.mockResolvedValue(article());
    client.submitArticle.mockResolvedValue(article({ status: 'pending', submittedAt: '2026-11-01T02:05:00.000Z' }));
    const { rerender } = render(page(newArticle));
    fill();
    expect(screen.getByRole('status')).toHaveTextContent('有未保存的修改');
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(router.replace).toHaveBeenLastCalledWith('/publish?submitted=5', undefined, { scroll: false });
    expect(screen.queryByText('有未保存的修改')).toBeNull();

    // The page the submit led to: the article read-only, its state, and why.
    rerender(page(submitted()));
    const heading = screen.getByRole('heading', { level: 2, name: '《社区门店的选品逻辑》已提交审核，编辑会在 3 个工作日内处理，结果可在“我的投稿”中查看。' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('状态').nextElementSibling).toHaveTextContent('待审核');
    expect(screen.getByText('提交时间').nextElementSibling).toHaveTextContent('2026-11-01 10:05');
    expect(screen.getByText('审核期间文章不能修改，编辑审阅的就是下面这一版。如果未通过，可以按编辑的意见修改后重新提交。')).toBeInTheDocument();
    expect(screen.getByText('进货单是最诚实的数据')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    expect(screen.getByRole('link', { name: '写新文章' })).toHaveAttribute('href', '/publish');

    // 写新文章: an empty form, nothing offered back, nothing said to be unsaved.
    rerender(page(newArticle));
    expect(screen.getByRole('heading', { level: 2, name: '撰写文章' })).toBeInTheDocument();
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('');
    expect(screen.getByLabelText('摘要（必填）')).toHaveValue('');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('尚未保存');
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    expect(screen.queryByRole('button', { name: '恢复未保存的内容' })).toBeNull();
    expect(readLocalDraft(localStorage, draftKey(member.id, null))).toBeNull();
    expect(readLocalDraft(localStorage, draftKey(member.id, 5))).toBeNull();
  });

  it('a published article: its state, why it is read-only here, the editor’s note and a link to read it', () => {
    render(page(submitted({ status: 'published', atLabel: '2026-11-01 10:06', reviewNote: '数据很扎实，标题略作调整。' })));
    expect(screen.getByRole('heading', { level: 2, name: '《社区门店的选品逻辑》已发布。' })).toHaveFocus();
    expect(screen.getByText('状态').nextElementSibling).toHaveTextContent('已发布');
    expect(screen.getByText('发布时间').nextElementSibling).toHaveTextContent('2026-11-01 10:06');
    expect(screen.getByText('已发布的文章不能在这里修改。如需更正，请联系编辑。')).toBeInTheDocument();
    expect(screen.getByText('编辑留言').nextElementSibling).toHaveTextContent('数据很扎实，标题略作调整。');
    expect(screen.getByRole('link', { name: '查看文章' })).toHaveAttribute('href', '/information-details?id=5');
    expect(screen.getByRole('link', { name: '写新文章' })).toHaveAttribute('href', '/publish');
  });

  it('opened later (?id= of a pending article): the same read-only view, without taking the focus', () => {
    render(page(submitted({ justSubmitted: false })));
    const heading = screen.getByRole('heading', { level: 2, name: '《社区门店的选品逻辑》正在审核' });
    expect(heading).not.toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a submit refused because the article was submitted elsewhere says so, stops saving and never says “unsaved”', async () => {
    const message = '这篇文章已提交审核，不能再修改。';
    client.submitArticle.mockRejectedValue({ response: { status: 409, data: { error: { code: 'conflict', message } }, headers: {} } });
    client.saveArticle.mockResolvedValue(article());
    render(page({ ...newArticle, article: article() }));
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '改过的标题' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).not.toHaveTextContent('有未保存的修改');
    expect(screen.getByRole('link', { name: '查看这篇文章的状态' })).toHaveAttribute('href', '/publish?id=5');
    // Typing on changes nothing: no "unsaved", no save.
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '再改一次' } });
    await wait(60_000);
    expect(screen.getByRole('status')).not.toHaveTextContent('有未保存的修改');
    expect(client.saveArticle).not.toHaveBeenCalled();
  });
});
