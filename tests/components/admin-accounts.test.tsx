import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { OneTimePassword } from '@/components/console/one-time-password';
import { StaffExhibitors } from '@/components/console/staff-exhibitors';
import { StaffUsers } from '@/components/console/staff-users';
import { ViewerProvider } from '@/components/providers/viewer-context';
import { createI18n } from '@/lib/i18n';
import { exhibitorProfileSchema, newExhibitorSchema } from '@/lib/accounts/staff-schema';
import { validate } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import type {
  ExhibitorPasswordAnswer,
  StaffAccountView,
  StaffAccountsProps,
  StaffExhibitorView,
  StaffExhibitorsProps,
} from '@/lib/accounts/staff-views';
import adminAccounts from '@/locales/zh-CN/admin-accounts.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import listing from '@/locales/zh-CN/listing.json';

/**
 * /admin/exhibitors and /admin/users in the browser, against a stand-in for
 * the API client: the password the server made shown once (copied, or
 * selected for copying by hand) and gone when the dialog is closed; the
 * form's errors; the confirmations before a reset, disabling or a new role;
 * no actions on the admin's own account; the server's refusals shown.
 */

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/exhibitors', push: jest.fn(), replace: jest.fn() }),
}));

const client = {
  validate,
  schemas: { newExhibitor: newExhibitorSchema, exhibitorProfile: exhibitorProfileSchema },
  createExhibitor: jest.fn<Promise<ExhibitorPasswordAnswer>, [unknown, string]>(),
  updateExhibitor: jest.fn<Promise<StaffExhibitorView>, [number, unknown, string]>(),
  loadExhibitor: jest.fn<Promise<StaffExhibitorView>, [number, string]>(),
  resetExhibitorPassword: jest.fn<Promise<ExhibitorPasswordAnswer>, [number, string]>(),
  setExhibitorDisabled: jest.fn<Promise<StaffExhibitorView>, [number, boolean, string]>(),
  changeRole: jest.fn<Promise<StaffAccountView>, [number, string, string]>(),
  setAccountDisabled: jest.fn<Promise<StaffAccountView>, [number, boolean, string]>(),
};
jest.mock('@/components/console/load-admin-accounts-client', () => ({ loadAdminAccountsClient: () => Promise.resolve(client) }));

// jsdom has <dialog> without its modal methods: open and close it as a browser would (the content is what matters here).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const translator = () => createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts, 'admin-accounts': adminAccounts, listing } });
const PASSWORD = 'k7pm-x3qd-9hwt-ra4e';

const QINGHE: StaffExhibitorView = {
  id: 21,
  login: 'booth@qinghe.example.com',
  company: '杭州青禾服饰有限公司',
  boothHall: '1 号馆',
  boothNumber: 'A108',
  contactName: '王丽',
  contactPhone: '0571-8888 6666',
  contactEmail: 'wangli@qinghe.example.com',
  companyRecord: { id: 5, name: '杭州青禾服饰有限公司' },
  disabled: false,
  lastLoginLabel: '2026-11-20 09:30',
  createdLabel: '2026-11-01 10:00',
  version: '2026-11-01T02:00:00.000Z',
};

describe('OneTimePassword', () => {
  function show(onDone = jest.fn()) {
    render(
      <TranslationProvider translator={translator()}>
        <OneTimePassword login="13900000001" password={PASSWORD} company="宁波织造" onDone={onDone} />
      </TranslationProvider>,
    );
    return onDone;
  }

  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('shows the login and the password with how to hand them over, and that it is shown once', () => {
    show();
    expect(screen.getByText('13900000001')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD)).toBeInTheDocument();
    expect(screen.getByText('请把下面的登录账号和密码交给 宁波织造。')).toBeInTheDocument();
    expect(screen.getByText(/密码只显示这一次/)).toBeInTheDocument();
    expect(screen.getByText(/不要发在群聊里/)).toBeInTheDocument();
    expect(screen.getByText('/exhibitor/login')).toBeInTheDocument();
  });

  it('copies the password and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制密码' }));
    });
    expect(writeText).toHaveBeenCalledWith(PASSWORD);
    expect(screen.getByRole('status')).toHaveTextContent('密码已复制');
  });

  it('where the clipboard is closed, selects the password for copying by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制密码' }));
    });
    expect(document.getSelection()?.toString()).toBe(PASSWORD);
    expect(screen.getByRole('status')).toHaveTextContent('密码已选中，请按 Ctrl+C（Mac 上按 ⌘+C）复制。');
  });

  it('is done when the staff member says so', () => {
    const onDone = show();
    fireEvent.click(screen.getByRole('button', { name: '我已记下，关闭' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('StaffExhibitors', () => {
  const PROPS: StaffExhibitorsProps = { q: '', page: 1, pageCount: 1, total: 1, exhibitors: [QINGHE] };

  function show(props: Partial<StaffExhibitorsProps> = {}) {
    return render(
      <TranslationProvider translator={translator()}>
        <StaffExhibitors {...PROPS} {...props} />
      </TranslationProvider>,
    );
  }

  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const press = async (name: string, within_: HTMLElement = document.body) => {
    await act(async () => {
      fireEvent.click(within(within_).getByRole('button', { name }));
    });
  };

  it('lists each account with its booth, contact, login, state and last login', () => {
    show();
    const row = screen.getByRole('row', { name: /杭州青禾服饰有限公司/ });
    expect(row).toHaveTextContent('1 号馆 A108');
    expect(within(row).getByRole('link', { name: '0571-8888 6666' })).toHaveAttribute('href', 'tel:0571-8888 6666');
    expect(row).toHaveTextContent('booth@qinghe.example.com');
    expect(row).toHaveTextContent('正常');
    expect(row).toHaveTextContent('2026-11-20 09:30');
    expect(screen.getByText('共 1 个展商账号')).toBeInTheDocument();
  });

  it('opens an account: field errors first, then the password shown once, gone once the dialog is closed', async () => {
    const created: StaffExhibitorView = { ...QINGHE, id: 30, login: '13900000001', company: '宁波织造有限公司', lastLoginLabel: null };
    client.createExhibitor.mockResolvedValue({ exhibitor: created, password: PASSWORD });
    show();
    await press('开通展商账号');
    const form = dialog('开通展商账号');

    // Nothing filled in: the two required fields say so, the first takes the focus.
    await press('开通账号', form);
    expect(within(form).getByText('请输入手机号或邮箱')).toBeInTheDocument();
    expect(within(form).getByText('请填写公司名称')).toBeInTheDocument();
    expect(within(form).getByLabelText('登录账号（必填）')).toHaveFocus();
    expect(client.createExhibitor).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('登录账号（必填）'), { target: { value: '139 0000 0001' } });
    fireEvent.change(within(form).getByLabelText('公司名称（必填）'), { target: { value: '宁波织造有限公司' } });
    fireEvent.change(within(form).getByLabelText('展位号'), { target: { value: 'B201' } });
    await press('开通账号', form);
    expect(client.createExhibitor).toHaveBeenCalledWith(expect.objectContaining({ login: '139 0000 0001', company: '宁波织造有限公司', boothNumber: 'B201' }), 'zh-CN');

    const shown = dialog('账号已开通');
    expect(within(shown).getByText(PASSWORD)).toBeInTheDocument();
    expect(within(shown).getByText('13900000001')).toBeInTheDocument();
    // Esc does not lose it by a slip of the key.
    fireEvent(shown, new Event('cancel', { cancelable: true }));
    expect(within(dialog('账号已开通')).getByText(PASSWORD)).toBeInTheDocument();

    await press('我已记下，关闭', shown);
    expect(screen.queryByText(PASSWORD)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('row', { name: /宁波织造有限公司/ })).toBeInTheDocument();
    expect(screen.getByText('共 2 个展商账号')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the API’s field error (a login in use)', async () => {
    client.createExhibitor.mockRejectedValue({
      response: { status: 400, data: { error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { login: ['该手机号或邮箱已有账号，请换一个'] } } } },
    });
    show();
    await press('开通展商账号');
    const form = dialog('开通展商账号');
    fireEvent.change(within(form).getByLabelText('登录账号（必填）'), { target: { value: 'booth@qinghe.example.com' } });
    fireEvent.change(within(form).getByLabelText('公司名称（必填）'), { target: { value: '青禾二号' } });
    await press('开通账号', form);
    expect(within(form).getByText('该手机号或邮箱已有账号，请换一个')).toBeInTheDocument();
    expect(within(form).getByLabelText('登录账号（必填）')).toHaveValue('booth@qinghe.example.com');
    expect(within(form).getByLabelText('公司名称（必填）')).toHaveValue('青禾二号');
    expect(screen.queryByText(PASSWORD)).toBeNull();
  });

  it('resets a password after a confirmation, and shows the new one once', async () => {
    client.resetExhibitorPassword.mockResolvedValue({ exhibitor: QINGHE, password: PASSWORD });
    show();
    await press('重置密码：杭州青禾服饰有限公司');
    const confirm = dialog('重置 杭州青禾服饰有限公司 的密码？');
    expect(confirm).toHaveTextContent('旧密码立即失效');
    expect(within(confirm).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await press('重置密码', confirm);
    expect(client.resetExhibitorPassword).toHaveBeenCalledWith(21, 'zh-CN');
    expect(within(dialog('密码已重置')).getByText(PASSWORD)).toBeInTheDocument();
    await press('我已记下，关闭');
    expect(screen.queryByText(PASSWORD)).toBeNull();
  });

  it('edits the details with the version it opened; over a newer save it keeps what was typed and reloads the latest when asked', async () => {
    const message = '其他人已在你打开后保存了这条记录（管理员 陈立，2026-11-22 10:05，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。';
    client.updateExhibitor.mockRejectedValueOnce({ response: { status: 409, data: { error: { code: 'conflict', message, fields: { version: [message] } } }, headers: {} } });
    show();
    await press('编辑：杭州青禾服饰有限公司');
    let form = dialog('编辑展商信息');
    fireEvent.change(within(form).getByLabelText('展位号'), { target: { value: 'B201' } });
    fireEvent.change(within(form).getByLabelText('联系人'), { target: { value: '李娜' } });
    await press('保存', form);
    expect(client.updateExhibitor).toHaveBeenCalledWith(21, expect.objectContaining({ boothNumber: 'B201', contactName: '李娜', version: '2026-11-01T02:00:00.000Z' }), 'zh-CN');
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText('展位号')).toHaveValue('B201');
    expect(within(form).getByLabelText('联系人')).toHaveValue('李娜');
    expect(within(form).getByRole('button', { name: '重新载入' })).toHaveAccessibleDescription(/你在这里的修改将会丢失/);

    const latest: StaffExhibitorView = { ...QINGHE, boothNumber: 'C301', version: '2026-11-22T02:05:00.000Z' };
    client.loadExhibitor.mockResolvedValue(latest);
    await press('重新载入', form);
    expect(client.loadExhibitor).toHaveBeenCalledWith(21, 'zh-CN');
    form = dialog('编辑展商信息');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByLabelText('展位号')).toHaveValue('C301');
    expect(within(form).getByLabelText('联系人')).toHaveValue('王丽');
    expect(screen.getByRole('row', { name: /杭州青禾服饰有限公司/ })).toHaveTextContent('1 号馆 C301');

    client.updateExhibitor.mockResolvedValueOnce({ ...latest, contactName: '李娜', version: '2026-11-22T02:06:00.000Z' });
    fireEvent.change(within(form).getByLabelText('联系人'), { target: { value: '李娜' } });
    await press('保存', form);
    expect(client.updateExhibitor).toHaveBeenLastCalledWith(21, expect.objectContaining({ boothNumber: 'C301', contactName: '李娜', version: '2026-11-22T02:05:00.000Z' }), 'zh-CN');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables an account after a confirmation and says so; a refusal stays in the dialog', async () => {
    client.setExhibitorDisabled.mockRejectedValueOnce({ response: { status: 404, data: { error: { code: 'not_found', message: '没有找到这个账号，它可能已被删除。' } } } });
    client.setExhibitorDisabled.mockResolvedValueOnce({ ...QINGHE, disabled: true });
    show();
    await press('停用：杭州青禾服饰有限公司');
    const confirm = dialog('停用 杭州青禾服饰有限公司 的账号？');
    await press('停用账号', confirm);
    expect(within(confirm).getByRole('alert')).toHaveTextContent('没有找到这个账号，它可能已被删除。');
    await press('停用账号', confirm);
    expect(client.setExhibitorDisabled).toHaveBeenLastCalledWith(21, true, 'zh-CN');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('已停用 杭州青禾服饰有限公司 的账号，它在所有设备上的登录已退出。')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /杭州青禾服饰有限公司/ });
    expect(row).toHaveTextContent('已停用');
    expect(within(row).getByRole('button', { name: '启用：杭州青禾服饰有限公司' })).toBeInTheDocument();
  });
});

describe('StaffUsers', () => {
  const ME: StaffAccountView = { id: 1, login: '138****0000', name: '管理员 陈立', kind: 'admin', disabled: false, createdLabel: '2026-01-01 09:00', lastLoginLabel: '2026-11-22 08:00' };
  const MEMBER: StaffAccountView = { id: 5, login: 'li***@example.com', name: '会员 李雷', kind: 'member', disabled: false, createdLabel: '2026-03-01 09:00', lastLoginLabel: null };
  const OTHER_ADMIN: StaffAccountView = { ...MEMBER, id: 6, login: 'wu***@example.com', name: '管理员 吴', kind: 'admin' };
  const BOOTH: StaffAccountView = { ...MEMBER, id: 7, login: 'bo***@example.com', name: '青禾', kind: 'exhibitor' };
  const PROPS: StaffAccountsProps = { kind: '', q: '', page: 1, pageCount: 1, total: 4, accounts: [ME, MEMBER, OTHER_ADMIN, BOOTH] };

  function show() {
    return render(
      <TranslationProvider translator={translator()}>
        <ViewerProvider fromPage={{ id: 1, kind: 'admin', name: '管理员 陈立', login: '138****0000', verified: true }}>
          <StaffUsers {...PROPS} />
        </ViewerProvider>
      </TranslationProvider>,
    );
  }

  const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
  const press = async (name: string, scope: HTMLElement = document.body) => {
    await act(async () => {
      fireEvent.click(within(scope).getByRole('button', { name }));
    });
  };

  it('shows masked logins and roles; the admin’s own account and exhibitor roles cannot be changed here', () => {
    show();
    expect(row('管理员 陈立')).toHaveTextContent('138****0000');
    expect(row('管理员 陈立')).toHaveTextContent('不能修改自己的账号');
    expect(within(row('管理员 陈立')).queryByRole('button')).toBeNull();
    expect(within(row('青禾')).getByRole('link', { name: '在展商账号页管理' })).toHaveAttribute('href', '/admin/exhibitors');
    expect(within(row('青禾')).getByRole('button', { name: '停用：青禾' })).toBeInTheDocument();
    expect(within(row('会员 李雷')).getByRole('button', { name: '修改角色：会员 李雷' })).toBeDisabled();
  });

  it('changes a role after a confirmation that says what the role may do', async () => {
    client.changeRole.mockResolvedValue({ ...MEMBER, kind: 'editor' });
    show();
    fireEvent.change(within(row('会员 李雷')).getByLabelText('会员 李雷 的新角色'), { target: { value: 'editor' } });
    await press('修改角色：会员 李雷');
    const confirm = screen.getByRole('dialog', { name: '将 会员 李雷 从会员改为编辑？' });
    expect(confirm).toHaveTextContent('编辑可以进入管理后台');
    await press('修改角色', confirm);
    expect(client.changeRole).toHaveBeenCalledWith(5, 'editor', 'zh-CN');
    expect(screen.getByText('已将 会员 李雷 改为编辑。')).toBeInTheDocument();
    expect(row('会员 李雷')).toHaveTextContent('编辑');
  });

  it('shows the server’s refusal (the last admin) in the dialog', async () => {
    const message = '这是最后一位启用的管理员，不能停用。请先把另一个账号设为管理员。';
    client.setAccountDisabled.mockRejectedValue({ response: { status: 409, data: { error: { code: 'conflict', message } } } });
    show();
    await press('停用：管理员 吴');
    const confirm = screen.getByRole('dialog', { name: '停用 管理员 吴 的账号？' });
    await press('停用账号', confirm);
    expect(within(confirm).getByRole('alert')).toHaveTextContent(message);
    await press('取消', confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('管理员 吴')).toHaveTextContent('正常');
  });
});
