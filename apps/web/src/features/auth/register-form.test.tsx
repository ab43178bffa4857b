import { messages, messagesVi } from '@hairsalon/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/language-store';
import { RegisterForm } from './register-form';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <RegisterForm busy={false} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit };
}

const person = { firstName: 'Thuy', lastName: 'Hoang', email: 'thuy.hoang88@example.com' };

function fill(labels: { firstName: string; lastName: string; email: string; password: string; confirm: string }, password: string) {
  fireEvent.input(screen.getByLabelText(labels.firstName), { target: { value: person.firstName } });
  fireEvent.input(screen.getByLabelText(labels.lastName), { target: { value: person.lastName } });
  fireEvent.input(screen.getByLabelText(labels.email), { target: { value: person.email } });
  fireEvent.input(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.input(screen.getByLabelText(labels.confirm), { target: { value: password } });
}
const english = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password', confirm: 'Confirm password' };

describe('RegisterForm', () => {
  it('refuses password123 with the message on the password field and does not submit', async () => {
    const { onSubmit } = renderForm();
    fill(english, 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.password.tooWeak)).toBeTruthy();
    // On the password field: it describes the input.
    const message = screen.getByText(messages.password.tooWeak);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(message.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a password made of the person's own name and email", async () => {
    const { onSubmit } = renderForm();
    fill(english, 'ThuyHoang88');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.password.tooWeak)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the spec's length message, not the strength one, for a short password", async () => {
    const { onSubmit } = renderForm();
    fill(english, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.register.passwordMin)).toBeTruthy();
    expect(screen.queryByText(messages.password.tooWeak)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a passphrase', async () => {
    const { onSubmit } = renderForm();
    fill(english, 'blue-river-lantern');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ...person, password: 'blue-river-lantern', confirmPassword: 'blue-river-lantern' });
    expect(screen.queryByText(messages.password.tooWeak)).toBeNull();
  });

  it('shows the message in Vietnamese to a Vietnamese reader', async () => {
    await setLanguage('vi');
    try {
      const { onSubmit } = renderForm();
      fill({ firstName: 'Tên', lastName: 'Họ', email: 'Email', password: 'Mật khẩu', confirm: 'Xác nhận mật khẩu' }, 'password123');
      fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
      expect(await screen.findByText(messagesVi.password.tooWeak)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      await setLanguage('en');
    }
  });
});
