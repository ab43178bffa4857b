import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prepareLanguage } from './features/i18n/language-store';

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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
