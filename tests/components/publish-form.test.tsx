import { act, fireEvent, render, screen } from '@testing-library/react';
import { ArticleForm } from '@/components/publish/article-form';
import { draftKey, readLocalDraft } from '@/lib/articles/draft-store';
import { createI18n } from '@/lib/i18n';
import { articleDraftSchema, articleSubmitSchema, reviewSchema } from '@/lib/articles/schema';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import type { AuthoringArticleView, PublishEditorView } from '@/lib/articles/publish-views';
import common from '@/locales/zh-CN/common.json';
import listing from '@/locales/zh-CN/listing.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';

/**
 * The article form's saving: autosave after typing stops, the copy kept on
 * this device, a 401 that keeps everything and says how to get it back, the
 * offer to restore a newer local copy, and the checks before submitting.
 */

const router = { locale: 'zh-CN', defaultLocale: 'zh-CN', query: {}, asPath: '/publish?id=5', replace: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn() };
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

const USER = 7;
const newArticle: PublishEditorView = { article: null, locked: null, channels: ['news', 'hot', 'practical'], publishesDirectly: false };

function saved(overrides: Partial<AuthoringArticleView> = {}): AuthoringArticleView {
  return {
    id: 5,
    channel: 'hot',
    status: 'draft',
    title: '',
    summary: '',
    cover: null,
    coverWidth: null,
    coverHeight: null,
    body: '',
    reviewNote: '',
    submittedAt: null,
    publishedAt: null,
    updatedAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

function renderForm(editor: PublishEditorView = newArticle, onSubmitted = jest.fn()) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, listing, publish, uploads } });
  render(
    <TranslationProvider translator={translator}>
      <ArticleForm userId={USER} editor={editor} onSubmitted={onSubmitted} />
    </TranslationProvider>,
  );
  return { onSubmitted };
}

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  client.saveArticle.mockReset();
  client.submitArticle.mockReset();
  router.replace.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('ArticleForm', () => {
  it('keeps each change on this device and saves 3 s after typing stops', async () => {
    client.saveArticle.mockImplementation((_id: number | null, input: { title: string }) => Promise.resolve(saved({ title: input.title })));
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('尚未保存');

    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '社区零售回暖' } });
    expect(readLocalDraft(localStorage, draftKey(USER, null))?.values.title).toBe('社区零售回暖');
    expect(screen.getByRole('status')).toHaveTextContent('有未保存的修改');

    await wait(2_900);
    expect(client.saveArticle).not.toHaveBeenCalled();
    await wait(200);
    expect(client.saveArticle).toHaveBeenCalledTimes(1);
    expect(client.saveArticle).toHaveBeenCalledWith(null, { title: '社区零售回暖', channel: 'hot', summary: '', cover: '', body: '' }, 'zh-CN');
    expect(screen.getByRole('status')).toHaveTextContent(/^已保存 \d{2}:\d{2}$/);
    // Saved: the article has its address, and the local copy is no longer needed.
    expect(router.replace).toHaveBeenCalledWith('/publish?id=5', undefined, { shallow: true, scroll: false });
    expect(localStorage.length).toBe(0);
  });

  it('after a 401 keeps the text on this device and links to logging in again, back to the article', async () => {
    client.saveArticle.mockRejectedValue({ response: { status: 401, data: { error: { code: 'unauthorized', message: '请先登录。' } }, headers: {} } });
    renderForm({ ...newArticle, article: saved({ title: '旧标题' }) });

    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '新标题' } });
    await wait(3_100);
    expect(screen.getByRole('status')).toHaveTextContent('登录已过期，内容已保存在本机，重新登录后可恢复');
    expect(screen.getByRole('link', { name: '重新登录' })).toHaveAttribute('href', '/login?redirect=%2Fpublish%3Fid%3D5');
    expect(readLocalDraft(localStorage, draftKey(USER, 5))?.values.title).toBe('新标题');

    // Autosave stops asking once the session has ended.
    await wait(60_000);
    expect(client.saveArticle).toHaveBeenCalledTimes(1);
  });

  it('after a 429 says when to try again and keeps the text on this device; autosave tries again later', async () => {
    const limited = '你在 10 分钟内保存草稿的次数已达上限，请在 3 分钟后再试。';
    client.saveArticle.mockRejectedValueOnce({ response: { status: 429, data: { error: { code: 'rate_limited', message: limited } }, headers: { 'retry-after': '180' } } });
    client.saveArticle.mockImplementation((_id: number | null, input: { title: string }) => Promise.resolve(saved({ title: input.title })));
    renderForm({ ...newArticle, article: saved({ title: '旧标题' }) });

    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '新标题' } });
    await wait(3_100);
    expect(screen.getByRole('status')).toHaveTextContent(`保存失败：${limited} 内容已保存在本机，稍后会自动重试。`);
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('新标题');
    expect(readLocalDraft(localStorage, draftKey(USER, 5))?.values.title).toBe('新标题');

    await wait(30_000);
    expect(client.saveArticle).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(/^已保存 \d{2}:\d{2}$/);
  });

  it('after a 429 on submitting says when to try again and keeps the article as typed', async () => {
    const limited = '你在 1 小时内提交审核的次数已达上限，请在 23 分钟后再试。';
    client.saveArticle.mockResolvedValue(saved());
    client.submitArticle.mockRejectedValueOnce({ response: { status: 429, data: { error: { code: 'rate_limited', message: limited } }, headers: { 'retry-after': '1380' } } });
    const { onSubmitted } = renderForm();
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '标题' } });
    fireEvent.change(screen.getByLabelText('摘要（必填）'), { target: { value: '摘要' } });
    fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '正文' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(limited);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('标题');
    expect(screen.getByLabelText('摘要（必填）')).toHaveValue('摘要');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('正文');
    // Not submitted: the form may send it again.
    expect(screen.getByRole('button', { name: '提交审核' })).toBeEnabled();
  });

  it('offers back a local copy newer than the server’s, and restores it into the form', async () => {
    const server = saved({ title: '服务器上的标题', summary: '摘要', body: '<p>正文</p>' });
    localStorage.setItem(
      draftKey(USER, 5),
      JSON.stringify({
        values: { title: '本机的标题', channel: 'practical', summary: '摘要', cover: '', coverWidth: null, coverHeight: null, body: '<p>正文，多写了一段</p>' },
        savedAt: Date.parse(server.updatedAt) + 60_000,
        baseUpdatedAt: server.updatedAt,
      }),
    );
    renderForm({ ...newArticle, article: server });
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('服务器上的标题');

    fireEvent.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('本机的标题');
    expect(screen.getByLabelText('栏目')).toHaveValue('practical');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('<p>正文，多写了一段</p>');
    expect(screen.queryByRole('button', { name: '恢复未保存的内容' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('有未保存的修改');
  });

  it('does not offer a local copy that says what the server has', () => {
    const server = saved({ title: '标题', body: '<p>正文</p>' });
    const values = { title: '标题', channel: 'hot', summary: '', cover: '', coverWidth: null, coverHeight: null, body: '<p>正文</p>' };
    localStorage.setItem(draftKey(USER, 5), JSON.stringify({ values, savedAt: Date.now(), baseUpdatedAt: server.updatedAt }));
    renderForm({ ...newArticle, article: server });
    expect(screen.queryByRole('button', { name: '恢复未保存的内容' })).toBeNull();
  });

  it('checks what a submission needs before sending anything', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(screen.getByText('请填写标题')).toBeInTheDocument();
    expect(screen.getByText('请填写摘要')).toBeInTheDocument();
    expect(screen.getByText('请填写正文')).toBeInTheDocument();
    expect(client.saveArticle).not.toHaveBeenCalled();
    expect(client.submitArticle).not.toHaveBeenCalled();
  });

  it('drops a field’s error as soon as it is fixed and keeps the others', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(screen.getByText('请填写标题')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '秋季新品' } });
    await wait(0);
    expect(screen.queryByText('请填写标题')).toBeNull();
    expect(screen.getByLabelText('标题（必填）')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('请填写摘要')).toBeInTheDocument();
    expect(screen.getByText('请填写正文')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '' } });
    await wait(0);
    expect(screen.queryByText('请填写标题')).toBeNull();
    fireEvent.blur(screen.getByLabelText('标题（必填）'));
    await wait(0);
    expect(screen.getByText('请填写标题')).toBeInTheDocument();
  });

  it('saves a new article first, then submits it', async () => {
    client.saveArticle.mockResolvedValue(saved());
    client.submitArticle.mockImplementation(() => Promise.resolve(saved({ status: 'pending', title: '标题' })));
    const { onSubmitted } = renderForm();
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '标题' } });
    fireEvent.change(screen.getByLabelText('摘要（必填）'), { target: { value: '摘要' } });
    fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '正文' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(client.saveArticle).toHaveBeenCalledTimes(1);
    // With the version the save gave it.
    expect(client.submitArticle).toHaveBeenCalledWith(5, { title: '标题', channel: 'hot', summary: '摘要', cover: '', body: '<p>正文</p>', version: '2026-11-01T02:00:00.000Z' }, 'zh-CN');
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending' }));
    expect(localStorage.length).toBe(0);
    // Submitted: nothing more is saved from this form.
    await wait(60_000);
    expect(client.saveArticle).toHaveBeenCalledTimes(1);
  });

  it('saves with the version it has; when the draft was saved elsewhere since, keeps everything, stops saving and offers to reload', async () => {
    const message = '这篇文章在你打开后已在别处保存过（2026-11-01 10:05，北京时间），可能是你在另一个窗口中的修改，也可能是编辑的修改。为免覆盖那次保存，这次的修改没有保存。';
    client.saveArticle.mockResolvedValueOnce(saved({ title: '第一次', updatedAt: '2026-11-01T02:01:00.000Z' }));
    client.saveArticle.mockRejectedValue({ response: { status: 409, data: { error: { code: 'conflict', message, fields: { version: [message] } } }, headers: {} } });
    renderForm({ ...newArticle, article: saved({ title: '旧标题' }) });

    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '第一次' } });
    await wait(3_100);
    expect(client.saveArticle).toHaveBeenLastCalledWith(5, expect.objectContaining({ title: '第一次', version: '2026-11-01T02:00:00.000Z' }), 'zh-CN');
    // The next save is based on the version that save gave back.
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '第二次' } });
    fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '我的正文' } });
    await wait(3_100);
    expect(client.saveArticle).toHaveBeenLastCalledWith(5, expect.objectContaining({ title: '第二次', version: '2026-11-01T02:01:00.000Z' }), 'zh-CN');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('status')).toHaveTextContent('没有保存：这篇文章在别处有了更新的版本。');
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('第二次');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('我的正文');
    expect(readLocalDraft(localStorage, draftKey(USER, 5))?.values.title).toBe('第二次');
    // Autosave stops: it would be refused again.
    await wait(60_000);
    expect(client.saveArticle).toHaveBeenCalledTimes(2);

    const reload = screen.getByRole('button', { name: '重新载入' });
    expect(reload).toHaveAccessibleDescription('你写的内容仍在下面的表单中，可以先复制出来。点“重新载入”会换成最新保存的版本，你在这里的修改将会丢失。');
    await act(async () => {
      fireEvent.click(reload);
    });
    expect(router.replace).toHaveBeenCalledWith('/publish?id=5', undefined, { scroll: false });
  });

  it('a submit refused because the draft was saved elsewhere keeps the article as typed and is not sent on', async () => {
    const message = '这篇文章在你打开后已在别处保存过（2026-11-01 10:05，北京时间），可能是你在另一个窗口中的修改，也可能是编辑的修改。为免覆盖那次保存，这次的修改没有保存。';
    client.submitArticle.mockRejectedValue({ response: { status: 409, data: { error: { code: 'conflict', message, fields: { version: [message] } } }, headers: {} } });
    const { onSubmitted } = renderForm({ ...newArticle, article: saved({ title: '标题', summary: '摘要', body: '<p>正文</p>' }) });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await wait(0);
    expect(client.submitArticle).toHaveBeenCalledWith(5, expect.objectContaining({ version: '2026-11-01T02:00:00.000Z' }), 'zh-CN');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('标题');
  });
});
