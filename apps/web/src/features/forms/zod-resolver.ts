import { fieldErrors } from '@hairsalon/shared';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** Validates a Mantine form with a shared zod schema, so the form shows the schema's own messages. */
export function zodResolver<TSchema extends z.ZodType>(schema: TSchema): (values: z.input<TSchema>) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}
