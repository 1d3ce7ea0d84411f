import { act, render, screen } from '@testing-library/react';
import { OutInTransition } from '@/components/layout/out-in-transition';
import { TRANSITION_MS } from '@/lib/constants';

function Page({ pageKey, text }: { pageKey: string; text: string }) {
  return (
    <OutInTransition name="page" transitionKey={pageKey}>
      <p>{text}</p>
    </OutInTransition>
  );
}

const wrapper = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('OutInTransition', () => {
  it('renders the first page without transition classes', () => {
    const { container } = render(<Page pageKey="/a" text="Page A" />);
    expect(wrapper(container).getAttribute('class')).toBeNull();
    expect(wrapper(container)).toHaveAttribute('data-transition', 'page');
    expect(screen.getByText('Page A')).toBeInTheDocument();
    advance(1_000);
    expect(wrapper(container).getAttribute('class')).toBeNull();
  });

  it('re-renders the same page without a transition', () => {
    const { container, rerender } = render(<Page pageKey="/a" text="Page A" />);
    rerender(<Page pageKey="/a" text="Page A, updated" />);
    expect(wrapper(container).getAttribute('class')).toBeNull();
    expect(screen.getByText('Page A, updated')).toBeInTheDocument();
  });

  it('lets the old page leave, then the new page enter, then goes idle', () => {
    expect(TRANSITION_MS).toBe(180);
    const { container, rerender } = render(<Page pageKey="/a" text="Page A" />);
    rerender(<Page pageKey="/b" text="Page B" />);

    // out: the old children, leaving
    expect(wrapper(container)).toHaveAttribute('class', 'page-leave-active page-leave-to');
    expect(screen.getByText('Page A')).toBeInTheDocument();
    expect(screen.queryByText('Page B')).toBeNull();

    advance(179);
    expect(wrapper(container)).toHaveAttribute('class', 'page-leave-active page-leave-to');
    expect(screen.getByText('Page A')).toBeInTheDocument();

    // in: the new children, entering from the start state
    advance(1);
    expect(screen.getByText('Page B')).toBeInTheDocument();
    expect(screen.queryByText('Page A')).toBeNull();
    expect(wrapper(container)).toHaveAttribute('class', 'page-enter-active page-enter-from');

    // next frame: the start state is removed so the enter transition runs
    advance(20);
    expect(wrapper(container)).toHaveAttribute('class', 'page-enter-active');

    advance(TRANSITION_MS);
    expect(wrapper(container).getAttribute('class')).toBeNull();
    expect(screen.getByText('Page B')).toBeInTheDocument();
  });

  it('shows the latest page when the key changes again while leaving', () => {
    const { rerender } = render(<Page pageKey="/a" text="Page A" />);
    rerender(<Page pageKey="/b" text="Page B" />);
    advance(100);
    rerender(<Page pageKey="/c" text="Page C" />);
    expect(screen.getByText('Page A')).toBeInTheDocument();
    advance(500);
    expect(screen.getByText('Page C')).toBeInTheDocument();
    expect(screen.queryByText('Page A')).toBeNull();
    expect(screen.queryByText('Page B')).toBeNull();
  });

  it('swaps at once for visitors who prefer reduced motion', () => {
    window.matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
    const { rerender } = render(<Page pageKey="/a" text="Page A" />);
    rerender(<Page pageKey="/b" text="Page B" />);
    advance(0);
    expect(screen.getByText('Page B')).toBeInTheDocument();
  });
});
