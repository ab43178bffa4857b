import { fieldErrors, translateFieldErrors } from '@hairsalon/shared';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { getLanguage } from '../i18n/language-store';

/** How long a submit waits for the password estimator (a large download on a slow line) before the server judges. */
export const STRENGTH_CHECK_WAIT_MS = 4000;

/**
 * The submit handler of a form that sets a password. The form's own validation (the shared schema's required, length
 * and confirmation messages) runs first, as on any form; the values it accepts then go through the shared form schema
 * with the new-password rule (withStrongPassword), whose estimator downloads on the first submit: a chunk of its own,
 * so no page pays for it before a password is judged. `checking` is true meanwhile. Should the estimator fail to
 * download, or take longer than `waitMs`, the values go on to the server, which judges them by the same rule.
 */
export function useStrongPasswordSubmit<V>(
  form: UseFormReturnType<V>,
  schema: z.ZodType,
  onValid: (values: V) => void,
  toInput: (values: V) => unknown = (values) => values,
  waitMs = STRENGTH_CHECK_WAIT_MS,
): { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; checking: boolean } {
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);
  const judge = (values: V): Promise<FormErrors | null> => {
    const verdict = schema.safeParseAsync(toInput(values)).then(
      (result) => (result.success ? null : translateFieldErrors(fieldErrors(result.error), getLanguage())),
      () => null,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const serverJudges = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([verdict, serverJudges]).finally(() => clearTimeout(timer));
  };
  const onSubmit = form.onSubmit((values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    void judge(values).then((errors) => {
      inFlight.current = false;
      setChecking(false);
      if (errors) form.setErrors(errors);
      else onValid(values);
    });
  });
  return { onSubmit, checking };
}
