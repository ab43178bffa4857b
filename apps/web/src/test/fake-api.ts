import { languageFromAcceptLanguage, messageReason, translateMessage } from '@hairsalon/shared';
import { type AnyTRPCRouter, initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { vi } from 'vitest';

/** One procedure's answer: data, or a refusal with a tRPC code (its HTTP status is tRPC's for the code). */
export type FakeAnswer = { data: unknown } | { error: { message: string; code: TRPCError['code'] } };
/** An error's message is the spec's English: the fake API answers it in the caller's language, as the API does. */
export type FakeHandler = (input: unknown, authorization: string | null) => FakeAnswer;

export const unauthorizedAnswer: FakeAnswer = { error: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' } };

interface FakeContext {
  authorization: string | null;
  language: string | null;
}

/** One call as the fake API received it. */
export interface FakeCall {
  path: string;
  input: unknown;
  authorization: string | null;
  language: string | null;
}

/**
 * A tRPC server for tests: a real tRPC router answering each path with its handler, served by tRPC's fetch adapter
 * (batched and single calls, tRPC's statuses), so tests drive the real client, links and React Query hooks without
 * the API. Only tRPC reads and writes the requests and answers. Its error formatter is the API's: the message in
 * the caller's language, the stable reason code from the English.
 */
export function createFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const t = initTRPC.context<FakeContext>().create({
    errorFormatter({ shape, error, ctx }) {
      const language = languageFromAcceptLanguage(ctx?.language ?? null);
      return {
        ...shape,
        message: translateMessage(error.message, language),
        data: { ...shape.data, fieldErrors: null, reason: messageReason(error.message) },
      };
    },
  });

  const resolve =
    (path: string, handler: FakeHandler) =>
    ({ input, ctx }: { input: unknown; ctx: FakeContext }) => {
      calls.push({ path, input, authorization: ctx.authorization, language: ctx.language });
      const answer = handler(input, ctx.authorization);
      if ('error' in answer) throw new TRPCError(answer.error);
      return answer.data;
    };

  /**
   * The handlers as procedures of one kind, nested by their dotted paths ('auth.me' → { auth: { me } }). tRPC's links
   * send a query by GET and a mutation by POST; the fake serves a handler as the kind its call is, so tests name paths only.
   */
  const routerOf = (kind: 'query' | 'mutation'): AnyTRPCRouter => {
    const tree: Record<string, Record<string, unknown>> = {};
    for (const [path, handler] of Object.entries(handlers)) {
      const [area = '', name = ''] = path.split('.');
      const typed = t.procedure.input((value: unknown) => value);
      tree[area] = {
        ...tree[area],
        [name]: kind === 'query' ? typed.query(resolve(path, handler)) : typed.mutation(resolve(path, handler)),
      };
    }
    // Built from a record at run time: the typed router builder cannot follow its shape.
    return t.router(tree as never);
  };
  const routers = { query: routerOf('query'), mutation: routerOf('mutation') };

  const fetchFn: typeof fetch = async (url, init) => {
    const req = new Request(url, init);
    return fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: req.method === 'GET' ? routers.query : routers.mutation,
      createContext: () => ({ authorization: req.headers.get('Authorization'), language: req.headers.get('Accept-Language') }),
    });
  };

  return { fetch: vi.fn(fetchFn), calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
