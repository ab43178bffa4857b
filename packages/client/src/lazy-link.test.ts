import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { describe, expect, it, vi } from 'vitest';
import { lazyLink } from './lazy-link.js';

const t = initTRPC.create();
const router = t.router({ hello: t.procedure.query(() => 'unused') });
type Router = typeof router;

/** A terminating link that answers every query with its path, counting the operations it saw. */
function answeringLink(seen: string[]): TRPCLink<Router> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        seen.push(op.path);
        observer.next({ result: { type: 'data', data: `answer to ${op.path}` } });
        observer.complete();
      });
}

describe('lazyLink', () => {
  it('loads the link once, on the first operation, and every operation goes through it', async () => {
    const seen: string[] = [];
    const load = vi.fn(async () => answeringLink(seen));
    const client = createTRPCClient<Router>({ links: [lazyLink(load)] });
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([client.hello.query(), client.hello.query()]);
    expect(answers).toEqual(['answer to hello', 'answer to hello']);
    await client.hello.query();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
  });

  it('fails the operations of a failed load and tries the load again on the next one', async () => {
    const seen: string[] = [];
    const load = vi
      .fn<() => Promise<TRPCLink<Router>>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockImplementation(async () => answeringLink(seen));
    const client = createTRPCClient<Router>({ links: [lazyLink(load)] });
    await expect(client.hello.query()).rejects.toThrow('network down');
    await expect(client.hello.query()).resolves.toBe('answer to hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never starts an operation cancelled before the link has loaded', async () => {
    const seen: string[] = [];
    let finishLoading: (link: TRPCLink<Router>) => void = () => {};
    const loading = new Promise<TRPCLink<Router>>((resolve) => {
      finishLoading = resolve;
    });
    // The link on its own, as the client runs it: an operation subscribed and then unsubscribed while loading.
    const operationLink = lazyLink(() => loading)({});
    const operation = { id: 1, type: 'query' as const, path: 'hello', input: undefined, context: {}, signal: null };
    const subscription = operationLink({ op: operation, next: () => observable(() => {}) }).subscribe({});
    subscription.unsubscribe();
    finishLoading(answeringLink(seen));
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
  });
});
