import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadBackOfficeTexts, loadLanguage } from '../features/i18n/language-store';
import { forgetInputs } from '../mocks/received-inputs';

// The app downloads Vietnamese when a reader first picks it, and the back office's texts when an area of it opens;
// tests have them at hand (the back office's in both languages), so a switch happens at once.
await loadBackOfficeTexts();
await loadLanguage('vi');

// findBy*/waitFor give up after 1 s by default: too tight when CI runs every package's tests at once on 2 cores.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs; happy-dom may not provide all of them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// happy-dom lays nothing out, so Mantine's focus trap finds no focusable element in an opening dialog and prints the
// whole DOM node (thousands of log lines per dialog). The browser tests check focus in real dialogs; here it is noise.
const FOCUS_TRAP_LAYOUT_WARNING = '[@mantine/hooks/use-focus-trap]';
const printWarning = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_LAYOUT_WARNING)) return;
  printWarning(...args);
};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toast must not satisfy the next test's query.
  notifications.clean();
  localStorage.clear();
  forgetInputs();
});
