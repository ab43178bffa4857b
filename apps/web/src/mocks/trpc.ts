import type { AppRouter } from '@hairsalon/api';
import { languageFromAcceptLanguage, messageReason, translateFieldErrors, translateMessage } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { getResponse, http } from 'msw';
import { createTRPCMsw, httpLink } from 'msw-trpc';
import { recordInput } from './received-inputs';

/**
 * msw handlers for tRPC procedures, one procedure per handler, answered by msw-trpc (which writes tRPC's wire format,
 * so nothing here does). msw-trpc answers unbatched calls: tests use a client that sends one procedure per request
 * (httpLink, see src/test/render-with-api.tsx), and so does the app in mock mode.
 */
type Api = TRPCOptionsProxy<AppRouter>;
type Router = Omit<Api, 'pathFilter' | 'pathKey'>;

/** 'service.list', 'user.changeStatus', … */
export type ProcedurePath = {
  [A in keyof Router & string]: {
    [B in keyof Router[A] & string]: Router[A][B] extends { '~types': unknown } ? `${A}.${B}` : never;
  }[keyof Router[A] & string];
}[keyof Router & string];

type ProcedureAt<P extends ProcedurePath> = P extends `${infer A}.${infer B}`
  ? A extends keyof Router
    ? B extends keyof Router[A]
      ? Router[A][B]
      : never
    : never
  : never;

type Types<P extends ProcedurePath> = ProcedureAt<P> extends { '~types': infer T } ? T : never;
export type ProcedureInput<P extends ProcedurePath> = Types<P> extends { input: infer I } ? I : never;
export type ProcedureOutput<P extends ProcedurePath> = Types<P> extends { output: infer O } ? O : never;

/** Throw from a resolver to answer a tRPC error, e.g. `throw new TrpcMockError('NOT_FOUND', messages.service.notFound)`. */
export class TrpcMockError extends Error {
  constructor(
    readonly code: TRPCError['code'],
    message: string,
    readonly fieldErrors: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

type Resolver<P extends ProcedurePath> = (input: ProcedureInput<P>, request: Request) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;

/** msw-trpc's handlers, typed by the app router; the app's path is /trpc on any origin. */
const trpcMsw = createTRPCMsw<AppRouter>({ links: [httpLink({ url: '/trpc' })] });
type Answer = (handler: (call: { input: unknown }) => unknown) => ReturnType<typeof http.get>;

/** msw-trpc's `query` or `mutation` of the procedure at a dotted path. */
function mswTrpcAt(path: string, kind: 'query' | 'mutation'): Answer {
  const [area = '', name = ''] = path.split('.');
  return (trpcMsw as unknown as Record<string, Record<string, Record<'query' | 'mutation', Answer>>>)[area]?.[name]?.[kind] as Answer;
}

/**
 * A TrpcMockError as the API's error formatter answers it: the texts in the caller's language, the stable reason
 * code from the English, the field messages beside it (msw-trpc puts the error's own fields in its data).
 */
function asApiError(error: TrpcMockError, request: Request): TRPCError {
  const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
  const answered = new TRPCError({ code: error.code, message: translateMessage(error.message, language) });
  return Object.assign(answered, {
    fieldErrors: error.fieldErrors ? translateFieldErrors(error.fieldErrors, language) : null,
    reason: messageReason(error.message),
  });
}

/**
 * The handler of one procedure: msw routes the call here, and msw-trpc answers it with the resolver's result (or
 * error); the resolver also gets the request (its token, its language).
 */
function answer<P extends ProcedurePath>(path: P, kind: 'query' | 'mutation', resolver: Resolver<P>) {
  const method = kind === 'query' ? http.get : http.post;
  return method(`*/trpc/${path}`, ({ request }) =>
    getResponse(
      [
        mswTrpcAt(
          path,
          kind,
        )(async ({ input }) => {
          recordInput(path, input);
          try {
            return await resolver(input as ProcedureInput<P>, request);
          } catch (error) {
            const e = error instanceof TrpcMockError ? error : new TrpcMockError('INTERNAL_SERVER_ERROR', String(error));
            throw asApiError(e, request);
          }
        }),
      ],
      request,
    ),
  );
}

/** Any procedure's call (GET a query, POST a mutation) refused with `error`, as msw-trpc answers a refusal. */
export function trpcRefusal(path: string, request: Request, error: TrpcMockError) {
  const kind = request.method === 'GET' ? 'query' : 'mutation';
  return getResponse(
    [
      mswTrpcAt(
        path,
        kind,
      )(() => {
        throw asApiError(error, request);
      }),
    ],
    request,
  );
}

export function trpcQuery<P extends ProcedurePath>(path: P, resolver: Resolver<P>) {
  return answer(path, 'query', resolver);
}

export function trpcMutation<P extends ProcedurePath>(path: P, resolver: Resolver<P>) {
  return answer(path, 'mutation', resolver);
}
