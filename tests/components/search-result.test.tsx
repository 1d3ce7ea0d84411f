import { render, screen } from '@testing-library/react';
import { SearchResult } from '@/components/search/search-result';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', prefetch: jest.fn(() => Promise.resolve()) }) }));

describe('SearchResult', () => {
  it('shows matches in <mark> and anything that looks like HTML as plain text', () => {
    const { container } = render(
      <ul>
        <SearchResult
          result={{
            key: 'article:1',
            section: 'news',
            href: '/information-details?id=1&from=search&q=%3Cimg%3E',
            title: [
              { text: '如何防范 ', mark: false },
              { text: '<img src=x onerror=alert(1)>', mark: true },
            ],
            snippet: [{ text: '<script>alert(1)</script> 正文', mark: false }],
            date: '2026-11-20',
          }}
        />
      </ul>,
    );
    expect(screen.getByRole('link', { name: '如何防范 <img src=x onerror=alert(1)>' })).toHaveAttribute('href', '/information-details?id=1&from=search&q=%3Cimg%3E');
    expect(container.querySelector('mark')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script> 正文')).toBeInTheDocument();
  });
});
