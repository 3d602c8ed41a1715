import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="pw"
      name="password"
      label="Password"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until the keyboard-reachable toggle shows it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'Secret1');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('links its message to the input and marks it invalid', () => {
    render(<Harness error="Password is required" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAccessibleDescription('Password is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
