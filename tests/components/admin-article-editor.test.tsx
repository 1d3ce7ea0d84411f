import { act, fireEvent, render, screen } from '@testing-library/react';
import { ArticleEditor } from '@/components/console/articles/article-editor';
import { createI18n } from '@/lib/i18n';
import { publishSchema } from '@/lib/articles/staff-schema';
import { articleDraftSchema, articleSubmitSchema } from '@/lib/articles/schema';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import type { AdminArticleView } from '@/lib/articles/staff-views';
import adminArticles from '@/locales/zh-CN/admin-articles.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import listing from '@/locales/zh-CN/listing.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';

/**
 * The console's article editor: the three ways to save — the fields only,
 * published now, scheduled — with the schedule control's checks (a time is
 * needed, in the future, China time) before anything is sent, against a
 * stand-in for the API client.
 */

const router = { locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/articles/edit', query: {}, replace: jest.fn(() => Promise.resolve(true)), push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));

const client = {
  validate,
  schemas: { draft: articleDraftSchema, submit: articleSubmitSchema, publish: publishSchema },
  saveAdminArticle: jest.fn(),
  publishAdminArticle: jest.fn(),
  loadAdminArticle: jest.fn(),
};
jest.mock('@/lib/articles/staff-client', () => client);

// The real editor (Quill) needs a browser; a text area stands in, reporting its HTML as the editor does.
jest.mock('@/components/forms/rich-text/lazy-editor', () => ({
  LazyEditor: ({ initialHtml, labelId, onChange }: { initialHtml: string; labelId: string; onChange: (html: string, byAuthor: boolean) => void }) => (
    <textarea aria-labelledby={labelId} defaultValue={initialHtml} onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`, true)} />
  ),
}));

const CHANNELS = ['news', 'hot', 'practical', 'pay'] as const;

function article(overrides: Partial<AdminArticleView> = {}): AdminArticleView {
  return {
    id: 9,
    channel: 'news',
    status: 'draft',
    state: 'draft',
    title: '秋季选品会回顾',
    summary: '三百家零售商与一百二十个品牌在杭州见面。',
    cover: null,
    coverWidth: null,
    coverHeight: null,
    body: '<p>正文</p>',
    reviewNote: '',
    submittedAt: null,
    publishedAt: null,
    publishedLabel: null,
    publishedInput: '',
    authorName: '编辑 周敏',
    updatedAt: '2026-11-22T02:00:00.000Z',
    updatedLabel: '2026-11-22 10:00',
    publicPath: null,
    ...overrides,
  };
}

function show(value: AdminArticleView | null) {
  const translator = createI18n({
    locale: 'zh-CN',
    resources: { 'admin-articles': adminArticles, common, console: consoleTexts, listing, publish, uploads },
  });
  return render(
    <TranslationProvider translator={translator}>
      <ArticleEditor article={value} channels={[...CHANNELS]} />
    </TranslationProvider>,
  );
}

/** A datetime-local value in China time, `ms` from now. */
function chinaInput(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => {
  client.saveAdminArticle.mockReset();
  client.publishAdminArticle.mockReset();
  client.loadAdminArticle.mockReset();
  router.replace.mockClear();
});

describe('the schedule control', () => {
  it('asks for a time, and refuses one that has passed, with the error at the field and the focus on it; nothing is sent', async () => {
    show(article());
    await press('定时发布');
    const field = screen.getByLabelText('发布时间（北京时间）');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请选择发布时间')).toBeInTheDocument();
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: chinaInput(-5 * 60_000) } });
    await press('定时发布');
    expect(screen.getByText('定时发布的时间必须晚于现在')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(client.saveAdminArticle).not.toHaveBeenCalled();
    expect(client.publishAdminArticle).not.toHaveBeenCalled();
  });

  it('drops the time’s error as soon as a time to come is chosen', async () => {
    show(article());
    await press('定时发布');
    const field = screen.getByLabelText('发布时间（北京时间）');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await act(async () => {
      fireEvent.change(field, { target: { value: chinaInput(60 * 60_000) } });
    });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请选择发布时间')).toBeNull();
  });

  it('schedules a saved article for a China time still to come, and says when it goes public', async () => {
    const at = chinaInput(2 * 60 * 60_000);
    client.publishAdminArticle.mockResolvedValue(
      article({ status: 'published', state: 'scheduled', publishedLabel: at.replace('T', ' '), publishedInput: at, publishedAt: '2026-11-23T04:00:00.000Z' }),
    );
    show(article());
    fireEvent.change(screen.getByLabelText('发布时间（北京时间）'), { target: { value: at } });
    await press('定时发布');
    expect(client.saveAdminArticle).not.toHaveBeenCalled();
    expect(client.publishAdminArticle).toHaveBeenCalledWith(9, { mode: 'schedule', at, version: '2026-11-22T02:00:00.000Z' }, 'zh-CN');
    expect(screen.getByRole('status')).toHaveTextContent(`《秋季选品会回顾》将于 ${at.replace('T', ' ')}（北京时间）自动发布。`);
    // Scheduled now: the button moves it, and the state says when.
    expect(screen.getByRole('button', { name: '更改发布时间' })).toBeInTheDocument();
    expect(screen.getByText(`将于 ${at.replace('T', ' ')}（北京时间）自动发布，在此之前读者看不到。`)).toBeInTheDocument();
  });

  it('saves a new article first (it gets its address), then schedules it', async () => {
    const at = chinaInput(60 * 60_000);
    client.saveAdminArticle.mockResolvedValue(article({ id: 21, title: '新文章' }));
    client.publishAdminArticle.mockResolvedValue(article({ id: 21, title: '新文章', status: 'published', state: 'scheduled', publishedLabel: '2026-11-23 12:00' }));
    show(null);
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '新文章' } });
    fireEvent.change(screen.getByLabelText('摘要（必填）'), { target: { value: '摘要' } });
    fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '正文' } });
    fireEvent.change(screen.getByLabelText('发布时间（北京时间）'), { target: { value: at } });
    await press('定时发布');
    expect(client.saveAdminArticle).toHaveBeenCalledWith(null, { title: '新文章', channel: 'news', summary: '摘要', cover: '', body: '<p>正文</p>' }, 'zh-CN');
    expect(router.replace).toHaveBeenCalledWith('/admin/articles/edit?id=21', undefined, { shallow: true, scroll: false });
    expect(client.publishAdminArticle).toHaveBeenCalledWith(21, { mode: 'schedule', at, version: '2026-11-22T02:00:00.000Z' }, 'zh-CN');
  });

  it('shows the server’s refusal at the field (its clock is the law)', async () => {
    client.publishAdminArticle.mockRejectedValue({
      response: { status: 400, data: { error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { at: ['定时发布的时间必须晚于现在'] } } }, headers: {} },
    });
    show(article());
    fireEvent.change(screen.getByLabelText('发布时间（北京时间）'), { target: { value: chinaInput(60_000) } });
    await press('定时发布');
    expect(screen.getByText('定时发布的时间必须晚于现在')).toBeInTheDocument();
    expect(screen.getByLabelText('发布时间（北京时间）')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('请检查填写的内容。');
  });
});

describe('saving and publishing now', () => {
  it('checks what a published article needs before sending anything', async () => {
    show(null);
    await press('立即发布');
    expect(screen.getByText('请填写标题')).toBeInTheDocument();
    expect(screen.getByText('请填写摘要')).toBeInTheDocument();
    expect(screen.getByText('请填写正文')).toBeInTheDocument();
    expect(screen.getByLabelText('标题（必填）')).toHaveFocus();
    expect(client.saveAdminArticle).not.toHaveBeenCalled();
  });

  it('drops a field’s error as soon as it is fixed and keeps the others', async () => {
    show(null);
    await press('立即发布');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '秋季新品' } });
    });
    expect(screen.queryByText('请填写标题')).toBeNull();
    expect(screen.getByText('请填写摘要')).toBeInTheDocument();
  });

  it('saves changes to a published article and keeps it published (no publish or schedule offered)', async () => {
    const live = article({ status: 'published', state: 'published', publishedLabel: '2026-11-20 10:00', publicPath: '/information-details?id=9' });
    client.saveAdminArticle.mockResolvedValue({ ...live, title: '改过的标题', updatedLabel: '2026-11-22 11:00' });
    show(live);
    expect(screen.queryByRole('button', { name: '立即发布' })).toBeNull();
    expect(screen.queryByLabelText('发布时间（北京时间）')).toBeNull();
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '改过的标题' } });
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await press('保存修改');
    expect(client.saveAdminArticle).toHaveBeenCalledWith(9, expect.objectContaining({ title: '改过的标题', version: '2026-11-22T02:00:00.000Z' }), 'zh-CN');
    expect(client.publishAdminArticle).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('已保存（2026-11-22 11:00）。');
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });

  it('publishes a draft now and links to its page', async () => {
    client.publishAdminArticle.mockResolvedValue(article({ status: 'published', state: 'published', publicPath: '/information-details?id=9' }));
    show(article());
    await press('立即发布');
    expect(client.publishAdminArticle).toHaveBeenCalledWith(9, { mode: 'now', version: '2026-11-22T02:00:00.000Z' }, 'zh-CN');
    expect(screen.getByRole('status')).toHaveTextContent('《秋季选品会回顾》已发布。');
    expect(screen.getAllByRole('link', { name: '在网站上查看' })[0]).toHaveAttribute('href', '/information-details?id=9');
  });
});

describe('a save refused because someone else saved first (409)', () => {
  const message = '其他人已在你打开后保存了这条记录（管理员 陈立，2026-11-22 10:05，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。';
  const stale = { response: { status: 409, data: { error: { code: 'conflict', message, fields: { version: [message] } } }, headers: {} } };

  it('keeps the title, summary and body as typed, says who saved first, and offers to reload (saying what that loses)', async () => {
    client.saveAdminArticle.mockRejectedValue(stale);
    show(article());
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '我改的标题' } });
    fireEvent.change(screen.getByLabelText('摘要（必填）'), { target: { value: '我改的摘要' } });
    fireEvent.change(screen.getByLabelText('正文（必填）'), { target: { value: '我写的一整段正文' } });
    await press('保存草稿');

    expect(client.saveAdminArticle).toHaveBeenCalledWith(
      9,
      { title: '我改的标题', channel: 'news', summary: '我改的摘要', cover: '', body: '<p>我写的一整段正文</p>', version: '2026-11-22T02:00:00.000Z' },
      'zh-CN',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('你填写的内容仍在表单中，可以先复制出来。');
    // Everything typed is still there, and still unsaved.
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('我改的标题');
    expect(screen.getByLabelText('摘要（必填）')).toHaveValue('我改的摘要');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('我写的一整段正文');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: '重新载入' });
    expect(reload).toHaveAccessibleDescription('你填写的内容仍在表单中，可以先复制出来。点“重新载入”会换成最新保存的版本，你在这里的修改将会丢失。');
    expect(client.loadAdminArticle).not.toHaveBeenCalled();

    // Publishing it anyway is refused the same way (the version is the one opened); nothing else is sent.
    client.publishAdminArticle.mockRejectedValue(stale);
    await press('立即发布');
    expect(client.publishAdminArticle).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('reloads the latest saved version when asked: the fields show it and the next save is based on it', async () => {
    client.saveAdminArticle.mockRejectedValueOnce(stale);
    show(article());
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '我改的标题' } });
    await press('保存草稿');
    client.loadAdminArticle.mockResolvedValue(article({ title: '陈立改的标题', summary: '陈立的摘要', body: '<p>陈立的正文</p>', updatedAt: '2026-11-22T02:05:00.000Z' }));
    await press('重新载入');

    expect(client.loadAdminArticle).toHaveBeenCalledWith(9, 'zh-CN');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('标题（必填）')).toHaveValue('陈立改的标题');
    expect(screen.getByLabelText('摘要（必填）')).toHaveValue('陈立的摘要');
    expect(screen.getByLabelText('正文（必填）')).toHaveValue('<p>陈立的正文</p>');
    expect(screen.queryByText('有未保存的修改')).toBeNull();

    client.saveAdminArticle.mockResolvedValue(article({ title: '陈立改的标题（二）', updatedAt: '2026-11-22T02:06:00.000Z' }));
    fireEvent.change(screen.getByLabelText('标题（必填）'), { target: { value: '陈立改的标题（二）' } });
    await press('保存草稿');
    expect(client.saveAdminArticle).toHaveBeenLastCalledWith(9, expect.objectContaining({ title: '陈立改的标题（二）', version: '2026-11-22T02:05:00.000Z' }), 'zh-CN');
  });
});
