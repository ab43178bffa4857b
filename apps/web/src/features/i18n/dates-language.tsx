import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useI18n } from './use-i18n';

/** Mantine's date pickers name months and weekdays in the reader's language (dayjs locale 'en' or 'vi'). */
export function DatesLanguage({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  return <DatesProvider settings={{ locale: language }}>{children}</DatesProvider>;
}
