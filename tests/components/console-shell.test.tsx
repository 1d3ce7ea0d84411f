import { render, screen, within } from '@testing-library/react';
import { ConsoleShell } from '@/components/console/console-shell';
import { ViewerProvider } from '@/components/providers/viewer-context';
import type { Viewer } from '@/lib/guards';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { RouteKey } from '@/lib/routes';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';

/** Every console page's frame: the bar, the menu as each kind of staff sees it, and the page title. */

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/articles/edit?id=3', push: jest.fn(), replace: jest.fn() }),
}));

const editor: Viewer = { id: 2, kind: 'editor', name: '周敏', login: 'zh***@example.com', verified: true };
const admin: Viewer = { id: 1, kind: 'admin', name: '', login: '138****0000', verified: true };

function show(viewer: Viewer, routeKey: RouteKey = 'admin', title?: string) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts } });
  return render(
    <TranslationProvider translator={translator}>
      <ViewerProvider fromPage={viewer}>
        <ConsoleShell routeKey={routeKey} title={title} lead="说明文字" actions={<button type="button">新建文章</button>}>
          <p>页面内容</p>
        </ConsoleShell>
      </ViewerProvider>
    </TranslationProvider>,
  );
}

const menu = () => screen.getByRole('navigation', { name: '后台导航' });

describe('ConsoleShell', () => {
  it('gives an editor the menu without the admin-only pages', () => {
    show(editor);
    const links = within(menu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['工作台', '文章', '投稿审核', '采购需求', '职位', '顾问', '合作伙伴', '产品类目', '活动', '报名', '留言', '认证审核', '职位申请', '展商账号', '消息记录']);
    // The system group holds only the message list for editors (users and the audit log are admins').
    expect(within(menu()).getByRole('list', { name: '系统' }).textContent).toBe('消息记录');
  });

  it('gives an admin the users and audit log pages too', () => {
    show(admin);
    expect(within(menu()).getByRole('link', { name: '用户' }).getAttribute('href')).toBe('/admin/users');
    expect(within(menu()).getByRole('link', { name: '操作日志' }).getAttribute('href')).toBe('/admin/audit');
    // No name: the login stands in for it.
    expect(screen.getByText('138****0000')).toBeTruthy();
  });

  it('marks the list an edit page belongs to as current, and titles the page', () => {
    show(editor, 'adminArticleEdit', '编辑：秋季选品会');
    const current = within(menu()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['文章']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编辑：秋季选品会');
    expect(screen.getByRole('button', { name: '新建文章' })).toBeTruthy();
  });

  it('takes the title from the route table, offers a skip link to the content, the way back to the site and logging out', () => {
    show(editor, 'adminFeedback');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('留言处理');
    expect(screen.getByRole('link', { name: '跳到主要内容' }).getAttribute('href')).toBe('#console-content');
    expect(document.getElementById('console-content')?.textContent).toContain('页面内容');
    expect(screen.getByRole('link', { name: '返回网站' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.getByText('编辑', { selector: 'span' })).toBeTruthy();
  });
});
