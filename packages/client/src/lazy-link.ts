import { type OperationLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';

/**
 * A link whose code is downloaded the first time an operation goes through it: `load` runs once, and every
 * operation waits for it. An operation unsubscribed before the link has loaded never starts; a failed load fails
 * the operations that waited for it and is tried again by the next one.
 */
export function lazyLink<TRouter extends AnyRouter>(load: () => Promise<TRPCLink<TRouter>>): TRPCLink<TRouter> {
  return (runtime) => {
    let ready: Promise<OperationLink<TRouter>> | null = null;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let closed = false;
        ready ??= load().then((link) => link(runtime));
        ready.then(
          (operationLink) => {
            if (!closed) subscription = operationLink({ op, next }).subscribe(observer);
          },
          (cause: unknown) => {
            ready = null;
            if (!closed) observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
  };
}
