import type { AppRouter } from '@hairsalon/api';
import type { OperationResultObservable, OperationResultObserver } from '@trpc/client';

type ResultObservable = OperationResultObservable<AppRouter, unknown>;
type ResultObserver = OperationResultObserver<AppRouter, unknown>;
type Teardown = () => void;

/**
 * A minimal observable for our own tRPC link: tRPC's `observable()` lives in @trpc/server, which is
 * not a dependency of the web app, so its subpath cannot be imported here.
 */
export function createResultObservable(subscribe: (observer: ResultObserver) => Teardown): ResultObservable {
  const self: ResultObservable = {
    subscribe(partial) {
      let closed = false;
      let teardown: Teardown | null = null;
      const close = () => {
        if (closed) return;
        closed = true;
        teardown?.();
      };
      const observer: ResultObserver = {
        next: (value) => {
          if (!closed) partial.next?.(value);
        },
        error: (error) => {
          if (closed) return;
          partial.error?.(error);
          close();
        },
        complete: () => {
          if (closed) return;
          partial.complete?.();
          close();
        },
      };
      teardown = subscribe(observer);
      if (closed) teardown();
      return { unsubscribe: close };
    },
    // Operators are plain functions from observable to observable; applying them in order is all pipe does.
    pipe: ((...operators: Array<(source: unknown) => unknown>) =>
      operators.reduce<unknown>((source, operator) => operator(source), self)) as ResultObservable['pipe'],
  };
  return self;
}
