import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ExhibitorTable } from '@/components/console/exhibitor-table';
import { FilterPanel } from '@/components/console/filter-panel';
import { StaffRegistrations } from '@/components/console/staff-registrations';
import { TableScroller } from '@/components/common/table-scroller';
import { UserTable } from '@/components/console/user-table';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { StaffAccountView, StaffExhibitorView } from '@/lib/accounts/staff-views';
import type { StaffRegistrationsProps } from '@/lib/registrations/staff-views';
import activity from '@/locales/zh-CN/activity.json';
import adminAccounts from '@/locales/zh-CN/admin-accounts.json';
import adminActivities from '@/locales/zh-CN/admin-activities.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';

/**
 * The one pattern of the console's tables: a named, focusable region that
 * scrolls sideways and says (data-more-start / data-more-end on its frame)
 * where more of the table waits; each row led by the cell that says which row
 * it is (a row header, held in view by CSS); and the filters folded behind one
 * summary that counts the filters set.
 */

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/registrations?activity=7', push: jest.fn(), replace: jest.fn() }),
}));

function frame(children: React.ReactNode) {
  const translator = createI18n({
    locale: 'zh-CN',
    resources: { activity, 'admin-accounts': adminAccounts, 'admin-activities': adminActivities, common, console: consoleTexts },
  });
  return render(<TranslationProvider translator={translator}>{children}</TranslationProvider>);
}

/** Gives the scrolling box the sizes a browser would measure (jsdom lays nothing out). */
function measure(box: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

function scrollTo(box: HTMLElement, left: number) {
  box.scrollLeft = left;
  fireEvent.scroll(box);
}

/** Sets the screen's width for FilterPanel's media query (jsdom has no matchMedia). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  // @ts-expect-error -- jsdom has none; each test that needs one sets it.
  delete window.matchMedia;
});

describe('TableScroller', () => {
  it('is a named region the keyboard can reach, shaded only at the edges where more of the table waits', () => {
    frame(
      <TableScroller label="报名列表">
        <table>
          <tbody>
            <tr>
              <th scope="row">王安娜</th>
              <td>已确认</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    const box = screen.getByRole('region', { name: '报名列表' });
    expect(box).toHaveAttribute('tabindex', '0');
    const edges = box.parentElement!;
    // Everything fits: no shade.
    expect(edges).not.toHaveAttribute('data-more-end');
    expect(edges).not.toHaveAttribute('data-more-start');

    // Wider than its box: more at the right.
    measure(box, { scrollWidth: 900, clientWidth: 320 });
    act(() => scrollTo(box, 0));
    expect(edges).toHaveAttribute('data-more-end');
    expect(edges).not.toHaveAttribute('data-more-start');

    // Half way: more at both sides.
    act(() => scrollTo(box, 300));
    expect(edges).toHaveAttribute('data-more-end');
    expect(edges).toHaveAttribute('data-more-start');

    // At the end: more only at the left.
    act(() => scrollTo(box, 580));
    expect(edges).not.toHaveAttribute('data-more-end');
    expect(edges).toHaveAttribute('data-more-start');
  });
});

const REGISTRATIONS: StaffRegistrationsProps = {
  activities: [{ id: 7, title: '秋季选品会', date: '2026-11-30', published: true }],
  current: {
    id: 7,
    title: '秋季选品会',
    published: true,
    capacity: 10,
    filters: { status: 'confirmed', audience: '', q: '王' },
    totals: { seatsTaken: 3, confirmed: 2, waitlisted: 0, checkedIn: 1, cancelled: 0 },
    total: 2,
    limit: 500,
    rows: [
      { id: 1, status: 'confirmed', name: '王安娜', code: 'AAAABBBBCCCC', registeredAt: '2026-11-01 09:30', mobile: '13800000001', email: '', company: '海港贸易', position: '采购', audience: 'retailer', quantity: 2, checkedInAt: null, attendees: [] },
      { id: 2, status: 'checked_in', name: '王小明', code: 'DDDDEEEEFFFF', registeredAt: '2026-11-02 10:00', mobile: '13800000002', email: '', company: '东方工厂', position: '厂长', audience: 'factory', quantity: 1, checkedInAt: '2026-11-30 10:05', attendees: [] },
    ],
    exportHref: '/api/admin/activities/7/registrations.csv',
  },
};

describe('the registrations table at the door', () => {
  it('leads each row with the person’s name, the status and the 签到 button right after it', () => {
    frame(<StaffRegistrations {...REGISTRATIONS} />);
    const table = screen.getByRole('table', { name: '秋季选品会 · 报名管理' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['姓名', '状态', '操作', '签到时间']);

    const [, first, second] = within(table).getAllByRole('row');
    // The name is the row's header and its first cell: the column that stays in view while the rest scrolls.
    expect(first!.firstElementChild).toBe(within(first!).getByRole('rowheader', { name: '王安娜' }));
    expect(first!.firstElementChild).toHaveAttribute('scope', 'row');
    const button = within(first!).getByRole('button', { name: '签到：王安娜（AAAABBBBCCCC）' });
    // The button's cell is the third: name, status, then the buttons.
    expect([...first!.children].indexOf(button.closest('td')!)).toBe(2);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('王小明');
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('2026-11-30 10:05');
  });
});

const ACCOUNTS: StaffAccountView[] = [
  { id: 1, login: 'e2e-admin', name: '站点管理员', kind: 'admin', disabled: false, createdLabel: '2026-11-01 09:00', lastLoginLabel: '2026-11-27 10:00' },
  { id: 2, login: '139****0001', name: '', kind: 'editor', disabled: true, createdLabel: '2026-11-02 09:00', lastLoginLabel: null },
];
const EXHIBITORS: StaffExhibitorView[] = [
  {
    id: 9,
    login: 'qinghe',
    company: '杭州青禾服饰有限公司',
    boothHall: '1 号馆',
    boothNumber: 'A108',
    contactName: '李然',
    contactPhone: '13900000009',
    contactEmail: '',
    companyRecord: null,
    disabled: false,
    lastLoginLabel: null,
    createdLabel: '2026-11-01 09:00',
    version: '2026-11-01T01:00:00.000Z',
  },
];

describe('the account tables (users and exhibitors: one AccountTable)', () => {
  it('leads a user’s row with the name, then the login, role, sign-up, status, last login and actions', () => {
    frame(<UserTable rows={ACCOUNTS} viewerId={1} onRole={jest.fn()} onToggle={jest.fn()} />);
    const table = screen.getByRole('region', { name: '账号列表' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名称', '登录账号', '角色', '注册时间', '状态', '最近登录', '操作']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['站点管理员你', '（未填写名称）']);
    expect(rows.map((row) => row.firstElementChild?.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(within(rows[1]!).getByText('已停用')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('从未登录')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('leads an exhibitor’s row with the company, in the same frame, status and actions', () => {
    const onAction = jest.fn();
    frame(<ExhibitorTable rows={EXHIBITORS} onAction={onAction} />);
    const table = screen.getByRole('region', { name: '展商账号列表' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['公司', '展位', '联系人', '登录账号', '状态', '最近登录', '操作']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.firstElementChild).toBe(within(row).getByRole('rowheader', { name: '杭州青禾服饰有限公司' }));
    expect(within(row).getByText('正常')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /^编辑/ }));
    expect(onAction).toHaveBeenCalledWith('edit', EXHIBITORS[0]);
  });
});

describe('FilterPanel', () => {
  const form = (
    <form aria-label="筛选报名">
      <label>
        关键词
        <input name="q" />
      </label>
    </form>
  );

  it('folds the filters on a phone behind a summary that counts those set, and opens them on a tap', () => {
    screenWidth(360);
    frame(<FilterPanel active={2}>{form}</FilterPanel>);
    const summary = screen.getByText('筛选（2）');
    const details = summary.closest('details')!;
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
  });

  it('starts open on a wider screen, and says only 筛选 when no filter is set', () => {
    screenWidth(1366);
    frame(<FilterPanel active={0}>{form}</FilterPanel>);
    const summary = screen.getByText('筛选');
    expect(summary.closest('details')!.open).toBe(true);
    expect(screen.getByRole('form', { name: '筛选报名' })).toBeVisible();
  });

  it('counts the registrations’ filters set, not the activity the page is about', () => {
    screenWidth(360);
    frame(<StaffRegistrations {...REGISTRATIONS} />);
    // Status "confirmed" and the keyword "王"; the activity is the page's subject.
    expect(screen.getByText('筛选（2）').closest('details')!.open).toBe(false);
  });
});
