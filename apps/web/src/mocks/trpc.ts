import type { AppRouter } from '@hairsalon/api';
import { languageFromAcceptLanguage, messageReason, translateFieldErrors, translateMessage } from '@hairsalon/shared';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { HttpResponse, http } from 'msw';

/**
 * msw handlers that answer tRPC's HTTP wire format (no transformer), one procedure per handler. Single and
 * one-item batched calls are understood; tests use a client that sends one procedure per request
 * (see src/test/render-with-api.tsx), because a multi-procedure batch cannot be split across handlers.
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

const HTTP_STATUS = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, INTERNAL_SERVER_ERROR: 500 };
const JSON_RPC_CODE = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  INTERNAL_SERVER_ERROR: -32603,
};
export type TrpcErrorCode = keyof typeof HTTP_STATUS;

/** Throw from a resolver to answer a tRPC error, e.g. `throw new TrpcMockError('NOT_FOUND', messages.service.notFound)`. */
export class TrpcMockError extends Error {
  constructor(
    readonly code: TrpcErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

type Resolver<P extends ProcedurePath> = (input: ProcedureInput<P>, request: Request) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;

async function readInput(request: Request, batched: boolean): Promise<unknown> {
  const url = new URL(request.url);
  const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  return batched ? (parsed as Record<string, unknown> | undefined)?.['0'] : parsed;
}

function answer<P extends ProcedurePath>(path: P, resolver: Resolver<P>) {
  return async ({ request }: { request: Request }) => {
    const batched = new URL(request.url).searchParams.get('batch') === '1';
    const wrap = (body: unknown, status = 200) =>
      new HttpResponse(JSON.stringify(batched ? [body] : body), { status, headers: { 'content-type': 'application/json' } });
    try {
      const input = (await readInput(request, batched)) as ProcedureInput<P>;
      return wrap({ result: { data: await resolver(input, request) } });
    } catch (error) {
      const e = error instanceof TrpcMockError ? error : new TrpcMockError('INTERNAL_SERVER_ERROR', String(error));
      const status = HTTP_STATUS[e.code];
      // Like the API's error formatter: the texts in the caller's language, the stable reason code from the English.
      const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
      const fieldErrors = e.fieldErrors ? translateFieldErrors(e.fieldErrors, language) : null;
      return wrap(
        {
          error: {
            message: translateMessage(e.message, language),
            code: JSON_RPC_CODE[e.code],
            data: { code: e.code, httpStatus: status, path, fieldErrors, reason: messageReason(e.message) },
          },
        },
        status,
      );
    }
  };
}

export function trpcQuery<P extends ProcedurePath>(path: P, resolver: Resolver<P>) {
  return http.get(`*/trpc/${path}`, answer(path, resolver));
}

export function trpcMutation<P extends ProcedurePath>(path: P, resolver: Resolver<P>) {
  return http.post(`*/trpc/${path}`, answer(path, resolver));
}
