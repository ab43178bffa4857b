import { fieldErrors, translateFieldErrors } from '@hairsalon/shared';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { getLanguage } from '../i18n/language-store';

/** Validates a Mantine form with a shared zod schema, so the form shows the schema's own messages, in the reader's language. */
export function zodResolver<TSchema extends z.ZodType>(schema: TSchema): (values: z.input<TSchema>) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : translateFieldErrors(fieldErrors(result.error), getLanguage());
  };
}
