import type { ProcedureInput, ProcedurePath } from './trpc';

/**
 * What each tRPC procedure of the msw handlers received, as the API would parse it: every handler built with
 * trpcQuery / trpcMutation records its calls here, so a component test asserts what the screen SENT (the booking's
 * day and time, the ids as numbers), not only what it shows after. test/setup.ts forgets them after each test.
 */
const received = new Map<string, unknown[]>();

export function recordInput(path: string, input: unknown): void {
  const calls = received.get(path) ?? [];
  calls.push(input);
  received.set(path, calls);
}

/** The inputs `path` received since the last test, oldest first. */
export function inputsOf<P extends ProcedurePath>(path: P): ProcedureInput<P>[] {
  return (received.get(path) ?? []) as ProcedureInput<P>[];
}

export function forgetInputs(): void {
  received.clear();
}
