import { fieldErrors, translateFieldErrors } from '@hairsalon/shared';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { getLanguage } from '../i18n/language-store';

/**
 * What a form hands a schema to check: the schema's input, any field still empty (undefined), so the schema answers
 * its "required" message. Numbers go over as numbers: the shared schemas take no text for them (a Select's id or a
 * NumberInput's '' is converted by the form first).
 */
export type FormDraft<T> = { [K in keyof T]?: T[K] | undefined };

/** Validates a Mantine form with a shared zod schema, so the form shows the schema's own messages, in the reader's language. */
export function zodResolver<TSchema extends z.ZodType>(schema: TSchema): (values: FormDraft<z.input<TSchema>>) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : translateFieldErrors(fieldErrors(result.error), getLanguage());
  };
}
