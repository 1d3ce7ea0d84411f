import { render, screen, within } from '@testing-library/react';
import { SourcingCard } from '@/components/sourcing/sourcing-card';
import { createI18n } from '@/lib/i18n';
import type { SourcingCardView } from '@/lib/sourcing/views';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';
import sourcing from '@/locales/zh-CN/sourcing.json';
import sourcingEn from '@/locales/en/sourcing.json';
import commonEn from '@/locales/en/common.json';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', prefetch: jest.fn(() => Promise.resolve()) }) }));

const card: SourcingCardView = {
  id: 7,
  title: '纯棉圆领 T 恤 2 万件',
  category: '针织',
  quantity: 20000,
  unit: 'piece',
  region: '浙江杭州',
  neededBy: '2027-01-31',
  quoteCount: 3,
  daysLeft: 12,
  ended: false,
  liveAt: '2026-11-20T02:00:00.000Z',
  kindsWanted: ['factory', 'provider'],
};

function show(view: SourcingCardView, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const translator = createI18n({ locale, resources: locale === 'en' ? { common: commonEn, sourcing: sourcingEn } : { common, sourcing } });
  return render(
    <TranslationProvider translator={translator}>
      <ul>
        <SourcingCard request={view} />
      </ul>
    </TranslationProvider>,
  );
}

describe('SourcingCard', () => {
  it('shows the title as the link, days left, quantity with its unit, region, needed-by, quotes and kinds wanted', () => {
    show(card);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: '纯棉圆领 T 恤 2 万件' })).toHaveAttribute('href', '/sourcing/7');
    expect(item).toHaveTextContent('剩 12 天');
    expect(item).toHaveTextContent('采购数量20,000 件');
    expect(item).toHaveTextContent('交货地区浙江杭州');
    expect(item).toHaveTextContent('交货日期2027-01-31');
    expect(item).toHaveTextContent('3 条报价 · 寻找：工厂、服务商');
  });

  it('says 今天截止 on the last day and 已结束 once it has ended', () => {
    const { unmount } = show({ ...card, daysLeft: 1 });
    expect(screen.getByText('今天截止')).toBeInTheDocument();
    unmount();
    show({ ...card, daysLeft: 0, ended: true });
    expect(screen.getByText('已结束')).toBeInTheDocument();
    expect(screen.queryByText(/剩 \d+ 天/)).toBeNull();
  });

  it('speaks English on the English list', () => {
    show({ ...card, quoteCount: 1 }, 'en');
    expect(screen.getByRole('listitem')).toHaveTextContent('12 days left');
    expect(screen.getByRole('listitem')).toHaveTextContent('20,000 pcs');
    expect(screen.getByRole('listitem')).toHaveTextContent('1 quote · Looking for: Factory, Service provider');
  });
});
