import { createElement, Fragment } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine 9 renders for kept-mounted content (Collapse, Transition, Tabs.Panel,
 * Stepper, Tree) and Preact has not: hidden content is unmounted rather than kept hidden with its state.
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
