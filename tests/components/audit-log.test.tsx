import { render, screen, within } from '@testing-library/react';
import { AuditLog } from '@/components/console/audit-log';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { AuditLogProps } from '@/lib/audit/views';
import account from '@/locales/zh-CN/account.json';
import common from '@/locales/zh-CN/common.json';
import catalogue from '@/locales/zh-CN/admin-catalogue.json';
import listing from '@/locales/zh-CN/listing.json';

/** /admin/audit: entries with who, what, the record and the key fields before → after, the GET filters and the page links. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/audit', push: jest.fn() }) }));

const PROPS: AuditLogProps = {
  filters: { action: 'article.review', entityType: '', actor: '周敏', from: '2026-11-01', to: '' },
  entries: [
    {
      id: 3,
      actorName: '编辑 周敏',
      actorKind: 'editor',
      action: 'article.review',
      entityType: 'article',
      entityId: '42',
      entityLabel: '秋季选品会回顾',
      changes: [
        { field: 'status', before: 'pending', after: 'rejected' },
        { field: 'reviewNote', before: '', after: '请补充图片来源' },
      ],
      createdLabel: '2026-11-22 10:05',
      cause: null,
    },
  ],
  page: 1,
  pageCount: 3,
  total: 120,
};

function show(props: AuditLogProps) {
  const translator = createI18n({ locale: 'zh-CN', resources: { account, common, listing, 'admin-catalogue': catalogue } });
  return render(
    <TranslationProvider translator={translator}>
      <AuditLog {...props} />
    </TranslationProvider>,
  );
}

describe('AuditLog', () => {
  it('shows who did what to which record, with statuses by name and empty values marked', () => {
    show(PROPS);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('编辑 周敏')).toBeTruthy();
    expect(within(row).getByText('审核投稿')).toBeTruthy();
    expect(within(row).getByText('秋季选品会回顾')).toBeTruthy();
    expect(row.textContent).toContain('待审核 → 改为 未通过');
    expect(row.textContent).toContain('（空） → 改为 请补充图片来源');
    expect(screen.getByText('共 120 条记录')).toBeTruthy();
  });

  it('keeps the filters in a GET form and the page links carry them', () => {
    show(PROPS);
    const form = screen.getByRole('form', { name: '筛选' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect((screen.getByLabelText('操作') as HTMLSelectElement).value).toBe('article.review');
    expect((screen.getByLabelText('操作人') as HTMLInputElement).value).toBe('周敏');
    const pages = within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(pages).toContain('/admin/audit?action=article.review&actor=%E5%91%A8%E6%95%8F&from=2026-11-01&page=2');
  });

  it('shows roles, switches and coded values by their names, never a password', () => {
    const entry = (id: number, field: string, before: string, after: string) => ({
      ...PROPS.entries[0]!,
      id,
      action: 'user.role' as const,
      entityType: 'user' as const,
      changes: [{ field, before, after }],
    });
    show({
      ...PROPS,
      entries: [entry(1, 'kind', 'member', 'editor'), entry(2, 'disabled', 'false', 'true'), entry(3, 'password', '', 'reset'), entry(4, 'channel', 'news', 'pay')],
    });
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('dd')?.textContent?.replace(/\s+/g, ' ').trim());
    // A channel by the console's own name for it (平台资讯, as in the article list), not a word of the log's own.
    expect(rows).toEqual(['会员 → 改为 编辑', '否 → 改为 是', '（空） → 改为 已重置', '平台资讯 → 改为 会员资讯']);
  });

  it('gives a body change its length before and after, and an older entry as changed', () => {
    const entry = (id: number, before: string, after: string) => ({ ...PROPS.entries[0]!, id, action: 'article.update' as const, changes: [{ field: 'body', before, after }] });
    show({ ...PROPS, entries: [entry(1, '1200', '1350'), entry(2, '', 'changed')] });
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('div')?.textContent);
    expect(rows).toEqual(['正文已修改（1200 字 → 1350 字）', '正文已修改']);
    expect(screen.queryByText(/（空）/)).toBeNull();
  });

  it('says an automatic waitlist promotion is the system’s, with its cause and whose change set it off', () => {
    const promotion = {
      ...PROPS.entries[0]!,
      action: 'registration.status' as const,
      entityType: 'registration' as const,
      entityLabel: '林晓东 · ABCDEFGHJKLM',
      changes: [{ field: 'status', before: 'waitlisted', after: 'confirmed' }],
    };
    show({
      ...PROPS,
      entries: [
        { ...promotion, id: 1, cause: 'registration.cancel' },
        { ...promotion, id: 2, cause: 'activity.capacity' },
        { ...promotion, id: 3, cause: 'registration.cancel', actorName: '', actorKind: null },
      ],
    });
    const actors = screen.getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[0]?.textContent);
    expect(actors).toEqual([
      '系统自动因取消报名自动递补（起因：编辑 周敏的操作）',
      '系统自动因增加名额自动递补（起因：编辑 周敏的操作）',
      '系统自动因取消报名自动递补（起因：报名人在网站上取消）',
    ]);
  });

  it('says a deletion at the end of a keeping time is the system’s, with what went and no one as its cause', () => {
    show({
      ...PROPS,
      entries: [
        {
          ...PROPS.entries[0]!,
          id: 9,
          action: 'application.purge' as const,
          entityType: 'job' as const,
          entityId: '4',
          entityLabel: '门店督导',
          actorName: '',
          actorKind: null,
          cause: 'retention' as const,
          changes: [{ field: 'applications', before: '2', after: '0' }],
        },
      ],
    });
    // The time is the row's header; the cells after it.
    const cells = [...screen.getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['系统自动隐私政策规定的保存期限已到', '删除到期的职位申请', '职位 #4门店督导', '申请（份）2 → 改为 0']);
  });

  it('says a scheduled article’s going live is the system’s, caused by the schedule of the staff member who set it', () => {
    show({
      ...PROPS,
      entries: [
        {
          ...PROPS.entries[0]!,
          id: 10,
          action: 'article.go_live' as const,
          entityType: 'article' as const,
          entityId: '12',
          entityLabel: '定时上线',
          cause: 'article.schedule' as const,
          changes: [{ field: 'status', before: 'scheduled', after: 'published' }],
        },
      ],
    });
    const cells = [...screen.getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['系统自动定时发布的时间已到（起因：编辑 周敏的操作）', '定时文章上线']);
  });

  it('says so when nothing matches', () => {
    show({ ...PROPS, entries: [], total: 0, pageCount: 1 });
    expect(screen.getByText('没有符合条件的记录。')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
