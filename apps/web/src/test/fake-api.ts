import { type Language, languageFromAcceptLanguage, messageReason, translateMessage } from '@hairsalon/shared';
import { vi } from 'vitest';

/** One procedure's answer: data, or an error with a tRPC code. */
export type FakeAnswer = { data: unknown } | { error: { message: string; code: string; httpStatus: number } };
/** An error's message is the spec's English: the fake API answers it in the caller's language, as the API does. */
export type FakeHandler = (input: unknown, authorization: string | null) => FakeAnswer;

const JSON_RPC_CODES: Record<string, number> = { UNAUTHORIZED: -32001, FORBIDDEN: -32003, BAD_REQUEST: -32600 };

export const unauthorizedAnswer: FakeAnswer = { error: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED', httpStatus: 401 } };

/**
 * A fake API speaking tRPC's HTTP wire format (batched and single calls), so tests drive the real
 * client, links and React Query hooks without a server.
 */
export function createFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: Array<{ path: string; input: unknown; authorization: string | null }> = [];

  const answer = (path: string, input: unknown, authorization: string | null, language: Language) => {
    calls.push({ path, input, authorization });
    const handler = handlers[path];
    if (!handler) throw new Error(`The fake API has no handler for ${path}`);
    const result = handler(input, authorization);
    if ('data' in result) return { result: { data: result.data } };
    const { message, code, httpStatus } = result.error;
    // Like the API's error formatter: the message in the caller's language, the stable reason code from the English.
    return {
      error: {
        message: translateMessage(message, language),
        code: JSON_RPC_CODES[code] ?? -32603,
        data: { code, httpStatus, path, fieldErrors: null, reason: messageReason(message) },
      },
    };
  };

  const fetchFn: typeof fetch = async (url, init) => {
    const parsed = new URL(String(url));
    const paths = parsed.pathname.replace(/^.*\/trpc\//, '').split(',');
    const headers = new Headers(init?.headers);
    const authorization = headers.get('Authorization');
    const language = languageFromAcceptLanguage(headers.get('Accept-Language'));
    const batched = parsed.searchParams.get('batch') === '1';
    const rawInput = init?.body ? String(init.body) : parsed.searchParams.get('input');
    const input: unknown = rawInput ? JSON.parse(rawInput) : undefined;
    const results = paths.map((path, i) =>
      answer(path, batched ? (input as Record<string, unknown> | undefined)?.[i] : input, authorization, language),
    );
    const status = results.every((r) => 'error' in r) ? (results[0]?.error?.data.httpStatus ?? 500) : 200;
    return new Response(JSON.stringify(batched ? results : results[0]), { status, headers: { 'content-type': 'application/json' } });
  };

  return { fetch: vi.fn(fetchFn), calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
