import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useStrongPasswordSubmit } from './strong-password-submit';

/** A form whose strength check answers with `check` (the estimator's verdict, however long it takes). */
function Form({ check, onValid, waitMs }: { check: () => Promise<boolean>; onValid: (v: { password: string }) => void; waitMs?: number }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '' } });
  const schema = z.object({ password: z.string() }).refine(check, { message: 'Too easy', path: ['password'] });
  const { onSubmit, checking } = useStrongPasswordSubmit(form, schema, onValid, undefined, waitMs);
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextInput label="Password" key={form.key('password')} {...form.getInputProps('password')} />
      <button type="submit">{checking ? 'Checking' : 'Send'}</button>
    </form>
  );
}

function renderForm(check: () => Promise<boolean>, waitMs?: number) {
  const onValid = vi.fn();
  render(
    <MantineProvider>
      <Form check={check} onValid={onValid} waitMs={waitMs} />
    </MantineProvider>,
  );
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'anything-1' } });
  fireEvent.click(screen.getByRole('button', { name: /Send|Checking/ }));
  return { onValid };
}

describe('useStrongPasswordSubmit', () => {
  it('shows the refusal on the field and does not submit', async () => {
    const { onValid } = renderForm(async () => false);
    expect(await screen.findByText('Too easy')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits once the check passes, and shows it is checking meanwhile', async () => {
    let pass: (ok: boolean) => void = () => {};
    const { onValid } = renderForm(() => new Promise<boolean>((resolve) => (pass = resolve)));
    expect(await screen.findByRole('button', { name: 'Checking' })).toBeTruthy();
    // A second click while checking sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: /Send|Checking/ }));
    pass(true);
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ password: 'anything-1' });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('lets the server judge when the estimator cannot be loaded', async () => {
    const { onValid } = renderForm(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('lets the server judge when the estimator takes too long to arrive', async () => {
    const { onValid } = renderForm(() => new Promise<boolean>(() => {}), 50);
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});
