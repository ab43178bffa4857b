import { SCENARIO_NAMES, type ScenarioName, scenarioSummaries } from './scenarios';

/**
 * The fixed "Mock: <name>" badge of mock mode, in plain DOM outside the React tree so it never changes what
 * the app renders. Choosing a scenario (the current one included) starts it again from its seed data.
 */
export function mountScenarioBadge(current: ScenarioName, onSwitch: (name: ScenarioName) => void): void {
  const badge = document.createElement('details');
  badge.dataset.testid = 'mock-scenario-badge';
  badge.style.cssText =
    'position:fixed;left:12px;bottom:12px;z-index:10000;font:12px/1.4 system-ui,sans-serif;background:#fff7e6;' +
    'border:1px solid #f08c00;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);max-width:320px;';
  const summary = document.createElement('summary');
  summary.textContent = `Mock: ${current}`;
  summary.style.cssText = 'cursor:pointer;padding:4px 10px;font-weight:600;color:#d9480f;';
  badge.append(summary);

  const menu = document.createElement('div');
  menu.setAttribute('role', 'menu');
  menu.style.cssText = 'display:flex;flex-direction:column;padding:4px;';
  for (const name of SCENARIO_NAMES) {
    const item = document.createElement('button');
    item.type = 'button';
    item.setAttribute('role', 'menuitem');
    item.title = scenarioSummaries[name];
    item.textContent = name === current ? `${name} (restart)` : name;
    item.style.cssText = `text-align:left;border:0;background:none;padding:4px 6px;cursor:pointer;font:inherit;${name === current ? 'font-weight:600;' : ''}`;
    item.addEventListener('click', () => onSwitch(name));
    menu.append(item);
  }
  badge.append(menu);
  document.body.append(badge);
}
