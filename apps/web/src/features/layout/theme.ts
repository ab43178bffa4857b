import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Playfair Display", Georgia, serif' },
  defaultRadius: 'md',
});
