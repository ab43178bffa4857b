import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prepareLanguage } from './features/i18n/language-store';
import { renderBehindPrerenderedPage } from './first-paint/prerendered-page';
import { createApp } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = rootElement;

/** Mock mode only (`vite --mode mock`): the API is answered in the browser; other builds drop this import. */
async function startMockApiInMockMode(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockApi } = await import('./mocks/browser');
  await startMockApi();
}

// A visit in another language than English first downloads its catalogues (features/i18n/language-store.ts).
void Promise.all([startMockApiInMockMode(), prepareLanguage()]).then(() => {
  const app = createApp();
  // A prerendered page (src/first-paint/) stays on screen until the app has rendered the same page behind it.
  renderBehindPrerenderedPage(root, app.router);
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for its whole length: a tap on the prerendered page is not left waiting (Lighthouse: total blocking time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  });
});
