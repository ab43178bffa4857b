import { BRAND_COLOR } from '@hairsalon/shared';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The brand palette: Mantine's grape around the salon's one brand colour (packages/shared, also used by the
 * emails), which is the primary shade, so every filled button carries white text at AA contrast.
 */
const brand: MantineColorsTuple = [
  '#f8f0fc',
  '#f3d9fa',
  '#eebefa',
  '#e599f7',
  '#da77f2',
  '#cc5de8',
  '#be4bdb',
  '#ae3ec9',
  BRAND_COLOR,
  '#862e9c',
];
export const BRAND_SHADE = 8;

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
  // Filled buttons and badges of any colour pick black or white text by their background (teal.8, green.8 need black).
  autoContrast: true,
  luminanceThreshold: 0.2,
  // Self-hosted (main.tsx loads the weights used: Inter 400–700, Playfair Display 700).
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Playfair Display", Georgia, serif', fontWeight: '700' },
  defaultRadius: 'md',
});

/** Dimmed text one shade darker than Mantine's default, which is below AA contrast on white (3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
