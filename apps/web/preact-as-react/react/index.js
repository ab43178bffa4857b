import { options } from 'preact';
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

/**
 * Preact renders state updates in a microtask. A component that suspends on a promise that has already settled
 * (TanStack Router's pending match throws its navigation's promise while that navigation waits for a timer, its
 * pending-minimum) is rendered again in the next microtask, and again, without end: the timer never fires, and the
 * page hangs. React renders updates from a task of its own, so the loop lets timers in there. Here, past
 * RENDERS_PER_TASK renders without the event loop turning, the next render waits for a task (setTimeout 0) too;
 * any normal update is rendered in a microtask as before.
 */
const RENDERS_PER_TASK = 100;
const microtask = (callback) => Promise.resolve().then(callback);
let rendersThisTask = 0;
let counting = false;
options.debounceRendering = (render) => {
  if (!counting) {
    counting = true;
    setTimeout(() => {
      counting = false;
      rendersThisTask = 0;
    }, 0);
  }
  rendersThisTask += 1;
  if (rendersThisTask > RENDERS_PER_TASK) setTimeout(render, 0);
  else microtask(render);
};
