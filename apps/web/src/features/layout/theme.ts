import { BRAND_COLOR } from '@hairsalon/shared';
import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple, mergeThemeOverrides } from '@mantine/core';

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
  // Self-hosted: app.tsx imports features/layout/fonts.ts, which loads the weights used (Inter 400–700, Playfair Display 700).
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Playfair Display", Georgia, serif', fontWeight: '700' },
  defaultRadius: 'md',
  // Plain objects rather than `Modal.extend(…)`, which would pull each component into the main bundle.
  components: {
    // The close (×) buttons of dialogs and the phone menu have no text: name them for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close menu' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Without the focus placeholder (a bare focusable div inside role="menu"), opening a menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A select's dropdown is placed against the screen, not the page: placed in the page (absolute, Mantine's
    // default) inside a dialog on a touch phone, it stuck out past the right edge, the phone widened the page to fit
    // it, the dropdown moved and hid, the page narrowed, and so on, resizing the dialog several times a second. A
    // fixed element never widens the page.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
  },
});

/** The theme with its close buttons named in the reader's language (the theme's own names are English). */
export function themeWithCloseLabels(closeDialog: string, closeMenu: string, closeNotification: string) {
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialog } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeMenu } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotification } } },
    },
  });
}

/**
 * How much darker the text of light badges and buttons must be than Mantine's shade 9 to reach AA contrast
 * (4.5:1) on their tinted background; the other colours' shade 9 already does.
 */
const LIGHT_TEXT_DARKENING: Record<string, number> = { yellow: 0.3, orange: 0.16, green: 0.14, lime: 0.2, teal: 0.06, red: 0.04 };

/**
 * AA contrast on white for dimmed text and placeholders (Mantine's gray.6 and gray.5 are 3.3:1 and 2.1:1), and
 * for the text of light badges and buttons.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': '#6b7280',
    ...Object.fromEntries(
      Object.entries(LIGHT_TEXT_DARKENING).map(([color, amount]) => [
        `--mantine-color-${color}-light-color`,
        darken(t.colors[color]?.[9] ?? '#000', amount),
      ]),
    ),
  },
  dark: {},
});
