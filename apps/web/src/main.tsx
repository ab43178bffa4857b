import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, restoreQueries } from './app';
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
void Promise.all([startMockApiInMockMode(), prepareLanguage()]).then(async () => {
  // msw-trpc answers one procedure a request: mock mode's client does not batch.
  const app = createApp({ batch: import.meta.env.MODE !== 'mock' });
  const reactRoot = createRoot(root);
  // A prerendered page (src/first-paint/) stays on screen until the app has rendered the same page behind it.
  const behindCopy = renderBehindPrerenderedPage(root, app.router);
  if (behindCopy) {
    // The copy is on screen, so nothing is lost by waiting: the kept queries, then the page's code and data, arrive
    // before the first render, which is then the whole page in one render rather than a loading state and then the
    // page (Lighthouse: total blocking time).
    await restoreQueries(app.queryClient);
    await app.router.load();
  }
  // As a transition, that render yields to the browser every few milliseconds instead of holding the main thread
  // for its whole length (Lighthouse: total blocking time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App app={app} queriesRestored={behindCopy} />
      </StrictMode>,
    );
  });
});
