import { Role } from '@hairsalon/shared';
import { setupWorker } from 'msw/browser';
import { QUERY_CACHE_STORAGE_KEY } from '../features/api/query-persister';
import { clearSession, saveSession } from '../features/auth/session-storage';
import { mockDb } from './data';
import { backOfficeMockDb } from './handlers/back-office';
import { bookingMockDb } from './handlers/booking';
import { sessionMockDb } from './handlers/remaining';
import { mountScenarioBadge } from './scenario-badge';
import { isScenarioName, type ScenarioName, scenarioHandlers, seedScenario } from './scenarios';

/**
 * Mock mode (`vite --mode mock`): the whole API answered in the browser by the msw handlers of src/mocks.
 * Written against msw 2.15.0; public/mockServiceWorker.js is that version's worker script, copied from
 * node_modules/msw/lib/mockServiceWorker.js. After upgrading msw, copy it again (`pnpm exec msw init public`).
 */
const SCENARIO_KEY = 'hairSalonMockScenario';
const STATE_KEY = 'hairSalonMockState';

/** The stores every handler reads and writes, kept across reloads (the payment return is a full page load). */
const stores = { mockDb, bookingMockDb, backOfficeMockDb, sessionMockDb };

function saveState(name: ScenarioName): void {
  try {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ scenario: name, stores }));
  } catch {
    // Storage full or disabled: the mock data just starts over on the next load.
  }
}

function restoreState(name: ScenarioName): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STATE_KEY) ?? 'null') as { scenario?: string; stores?: Partial<typeof stores> } | null;
    if (saved?.scenario !== name || !saved.stores) return;
    for (const key of Object.keys(stores) as (keyof typeof stores)[]) Object.assign(stores[key], saved.stores[key]);
  } catch {
    sessionStorage.removeItem(STATE_KEY);
  }
}

/** `?scenario=` wins, then the one remembered for this tab, then `default`; `switched` when it changed. */
function chooseScenario(): { name: ScenarioName; switched: boolean } {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  const remembered = sessionStorage.getItem(SCENARIO_KEY);
  const name = isScenarioName(requested) ? requested : isScenarioName(remembered) ? remembered : 'default';
  sessionStorage.setItem(SCENARIO_KEY, name);
  return { name, switched: name !== remembered };
}

/** Starts the scenario afresh: no saved data, no session, no cached answers of the previous scenario. */
function startOver(name: ScenarioName): void {
  sessionStorage.removeItem(STATE_KEY);
  localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
  clearSession();
  if (name === 'expired-session') {
    // Arrive signed in as the demo customer, so the first call meets the expired session.
    const me = mockDb.me;
    saveSession(
      { accessToken: `mock-access.${me.id}.0`, refreshToken: 'mock-refresh.expired' },
      { id: me.id, firstName: me.firstName, lastName: me.lastName, roleId: Role.Customer },
    );
  }
}

function switchScenario(name: ScenarioName): void {
  sessionStorage.removeItem(SCENARIO_KEY);
  window.location.assign(`/?scenario=${name}`);
}

export async function startMockApi(): Promise<void> {
  const { name, switched } = chooseScenario();
  seedScenario(name);
  if (switched) startOver(name);
  else restoreState(name);

  const worker = setupWorker(...scenarioHandlers(name));
  worker.events.on('response:mocked', () => saveState(name));
  window.addEventListener('pagehide', () => saveState(name));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Pages, scripts and images are served by Vite; only an API call without a handler is worth a warning.
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/trpc/') || pathname.startsWith('/api/')) print.warning();
    },
  });
  mountScenarioBadge(name, switchScenario);
}
