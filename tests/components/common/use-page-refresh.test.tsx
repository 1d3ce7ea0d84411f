import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePageRefresh } from '@/components/common/use-page-refresh';

/**
 * usePageRefresh: the page's data read again at the same address without
 * scrolling, its loading state on for at least docs/spec.md §4.2's 200 ms however fast
 * the router answers, and as long as the router takes when it is slower.
 */

let answer: (shown: boolean) => void = () => undefined;
const router = {
  asPath: '/admin/articles?status=published',
  replace: jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve))),
};
jest.mock('next/router', () => ({ useRouter: () => router }));

/** What each refresh resolved to. */
const refreshed: boolean[] = [];

function List() {
  const page = usePageRefresh();
  return (
    <div aria-busy={page.refreshing || undefined} data-testid="list">
      <button type="button" onClick={() => void page.refresh().then((shown) => refreshed.push(shown))}>
        刷新
      </button>
    </div>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  router.replace.mockClear();
  refreshed.length = 0;
});
afterEach(() => jest.useRealTimers());

it('reads the same address again without scrolling and stays busy for 200 ms when the data comes at once', async () => {
  render(<List />);
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(router.replace).toHaveBeenCalledWith('/admin/articles?status=published', undefined, { scroll: false });
  expect(screen.getByTestId('list')).toHaveAttribute('aria-busy', 'true');

  await act(async () => answer(true));
  await act(() => jest.advanceTimersByTimeAsync(199));
  expect(screen.getByTestId('list')).toHaveAttribute('aria-busy', 'true');

  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByTestId('list')).not.toHaveAttribute('aria-busy');
  expect(refreshed).toEqual([true]);
});

it('stays busy for as long as a slow answer takes, and no longer', async () => {
  render(<List />);
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(screen.getByTestId('list')).toHaveAttribute('aria-busy', 'true');

  await act(async () => answer(false));
  expect(screen.getByTestId('list')).not.toHaveAttribute('aria-busy');
  expect(refreshed).toEqual([false]);
});
