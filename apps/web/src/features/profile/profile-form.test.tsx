import { messages } from '@hairsalon/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm, type ProfileFormValues } from './profile-form';

const values: ProfileFormValues = {
  id: 7,
  firstName: 'An',
  lastName: 'Vo',
  email: 'customer@hairsalon.local',
  phoneNumber: '912345678',
  gender: 'Female',
  address: '12 Nguyen Hue',
};

function renderForm(initial: Partial<ProfileFormValues> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <ProfileForm initialValues={{ ...values, ...initial }} image={null} busy={false} onSubmit={onSubmit} onCancel={onCancel} />
    </MantineProvider>,
  );
  return { onSubmit, onCancel };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ProfileForm', () => {
  it('requires a phone number and an email', async () => {
    const { onSubmit } = renderForm({ phoneNumber: '', email: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.profile.phoneRequired)).toBeTruthy();
    expect(screen.getByText(messages.profile.emailRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an email without the x@y.z shape', async () => {
    renderForm();
    fireEvent.change(field('Email'), { target: { value: 'an.vo@mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.profile.emailInvalid)).toBeTruthy();
  });

  it('reports a missing user id', async () => {
    renderForm({ id: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.profile.userIdMissing)).toBeTruthy();
  });

  it('keeps the 9 digits of a phone number written with spaces, dashes or the trunk 0, shown after +84', async () => {
    const { onSubmit } = renderForm({ phoneNumber: '' });
    expect(screen.getByText('+84')).toBeTruthy();
    fireEvent.change(field('Phone number'), { target: { value: '09-876 543 210' } });
    expect((field('Phone number') as HTMLInputElement).value).toBe('987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phoneNumber: '987654321', email: 'customer@hairsalon.local' });
  });

  it('Cancel leaves without saving', () => {
    const { onSubmit, onCancel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
