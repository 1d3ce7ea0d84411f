import { render, screen, within } from '@testing-library/react';
import { MySubmissions } from '@/components/listing/my-submissions';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { SubmissionView } from '@/lib/accounts/views';
import common from '@/locales/zh-CN/common.json';
import listing from '@/locales/zh-CN/listing.json';

/** "我的投稿": every note an editor left the author, on an approval as on a rejection. */

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', query: {}, asPath: '/publish', prefetch: jest.fn() }) }));

const item = (overrides: Partial<SubmissionView>): SubmissionView => ({
  id: 1,
  title: '稿件',
  channel: 'hot',
  status: 'draft',
  reviewNote: '',
  updatedAt: '2026-11-01T02:00:00.000Z',
  date: '2026-11-01',
  ...overrides,
});

it('shows the editor’s note on an approved article and on a rejected one, and none where there is none', () => {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, listing } });
  render(
    <TranslationProvider translator={translator}>
      <MySubmissions
        submissions={[
          item({ id: 1, title: '通过的稿', status: 'published', reviewNote: '数据很扎实，标题略作调整。' }),
          item({ id: 2, title: '退回的稿', status: 'rejected', reviewNote: '请补充数据来源。' }),
          item({ id: 3, title: '第三篇稿', status: 'published' }),
        ]}
      />
    </TranslationProvider>,
  );
  const [approved, rejected, plain] = screen.getAllByRole('listitem');
  expect(within(approved!).getByText('编辑留言：数据很扎实，标题略作调整。')).toBeInTheDocument();
  expect(within(rejected!).getByText('审核意见：请补充数据来源。')).toBeInTheDocument();
  expect(plain).not.toHaveTextContent(/留言|意见/);
});
