import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';

/**
 * preact-as-react/react: a component that suspends on a promise that has already settled is rendered again at once,
 * and again; the renderer must let the event loop turn between such renders, or the timer the component waits for
 * never fires and the page hangs (TanStack Router's pending match did this after a logout).
 */
it('renders a component that suspends on a settled promise while it waits for a timer, instead of hanging', async () => {
  let ready = false;
  setTimeout(() => {
    ready = true;
  }, 10);
  const settled = Promise.resolve();
  let renders = 0;
  function WaitsForTimer() {
    renders += 1;
    // Without the event loop turning the timer never fires: give up (and fail) rather than hang the test run.
    if (renders > 20_000) return <p>still waiting after {renders} renders</p>;
    if (!ready) throw settled;
    return <p>ready</p>;
  }
  render(
    <Suspense fallback={<p>waiting</p>}>
      <WaitsForTimer />
    </Suspense>,
  );
  expect(await screen.findByText('ready')).toBeTruthy();
});
