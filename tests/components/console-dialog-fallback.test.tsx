import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConsoleDialog } from '@/components/console/console-dialog';

/**
 * A console dialog where the browser has no modal <dialog> (Safari before
 * 15.4; jsdom has none either): it still opens with its title and focus on
 * its first control, Esc closes it unless it may not be closed, and focus goes
 * back to the button that opened it.
 */

function Page({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        取消报名
      </button>
      <ConsoleDialog open={open} title="确认取消这条报名？" closable={closable} onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          返回
        </button>
        <button type="button">确认取消</button>
      </ConsoleDialog>
    </>
  );
}

beforeAll(() => {
  expect('showModal' in HTMLDialogElement.prototype).toBe(false);
});

it('opens over the page with its title, the focus on its first control', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: '取消报名' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: '确认取消这条报名？' });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAttribute('data-fallback');
  expect(screen.getByRole('button', { name: '返回' })).toHaveFocus();
});

it('closes with Esc and gives the focus back to the button that opened it', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: '取消报名' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: '确认取消这条报名？' });
  fireEvent.keyDown(screen.getByRole('button', { name: '返回' }), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Nothing of it left drawn: neither open nor shown by the fallback's styles.
  expect(dialog).not.toHaveAttribute('open');
  expect(dialog).not.toHaveAttribute('data-fallback');
  expect(opener).toHaveFocus();
});

it('stays open on Esc while it may not be closed', () => {
  render(<Page closable={false} />);
  fireEvent.click(screen.getByRole('button', { name: '取消报名' }));
  fireEvent.keyDown(screen.getByRole('button', { name: '返回' }), { key: 'Escape' });
  expect(screen.getByRole('dialog', { name: '确认取消这条报名？' })).toHaveAttribute('open');
});
