import { messages } from '@hairsalon/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <LoginForm busy={false} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit };
}

describe('LoginForm', () => {
  it('shows both required messages and does not submit when the fields are empty', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.login.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.login.passwordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed email and password', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'customer@hairsalon.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hairsalon123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'customer@hairsalon.local', password: 'hairsalon123' });
  });
});
