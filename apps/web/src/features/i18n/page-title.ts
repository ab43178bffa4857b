import { documentTitle } from '../layout/page-title';
import { currentTexts, type UiCatalogue } from './language-store';

/** Route `head` option whose title follows the language, e.g. `localizedTitleHead((ui) => ui.login.title)`. */
export function localizedTitleHead(title: (ui: UiCatalogue) => string) {
  return () => ({ meta: [{ title: documentTitle(title(currentTexts().ui)) }] });
}
