import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordField } from '@/components/forms/password-field';

/** The password field of the login and account forms: what the browser offers, and the box that shows what was typed. */
describe('PasswordField', () => {
  it('asks the browser for the saved password of a current one, and offers no box to show it without a label for it', () => {
    render(<PasswordField kind="current" id="pw" name="password" label="密码" required />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lets a new password be shown and hidden again with its box, keeping what was typed', () => {
    render(<PasswordField kind="new" id="pw" name="newPassword" label="新密码" hint="至少 8 位" revealLabel="显示密码" errors={['密码太短']} />);
    const input = screen.getByLabelText('新密码');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription(/至少 8 位/);
    fireEvent.change(input, { target: { value: 'tmz-2026!' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('tmz-2026!');
    fireEvent.click(screen.getByRole('checkbox', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
