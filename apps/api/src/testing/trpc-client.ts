import { createTRPCClient, createTRPCUntypedClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import type { AppRouter } from '../app-router.js';

/** What a call through the test client came to: the HTTP status of its answer, and its data or tRPC's error. */
export type TrpcAnswer<T> =
  | { status: number; data: T; error?: undefined }
  | { status: number; data?: undefined; error: TRPCClientError<AppRouter> };

export interface TrpcTestClientOptions {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Any other request headers (Accept-Language, X-Forwarded-For…). */
  headers?: Record<string, string>;
  /** Calls made together go out in one request, as the web app's client sends them (default: one request a call). */
  batch?: boolean;
}

/**
 * tRPC's own client for the app under test, whose fetch hands each request to the server in process (Fastify's
 * `inject`): tests call procedures as a client does, and tRPC alone writes the requests and reads the answers. The
 * HTTP status and headers of the last answer are kept for tests whose point is the HTTP behaviour.
 */
export function trpcTestClient(server: FastifyInstance, options: TrpcTestClientOptions = {}) {
  let lastStatus = 0;
  let lastHeaders = new Headers();
  const fetch: typeof globalThis.fetch = async (url, init) => {
    const request = new Request(url, init);
    const target = new URL(request.url);
    const res = await server.inject({
      method: request.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: Object.fromEntries(request.headers),
      payload: request.method === 'GET' ? undefined : await request.text(),
    });
    lastStatus = res.statusCode;
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    lastHeaders = headers;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  const link = (options.batch ? httpBatchLink : httpLink)({ url: 'http://localhost/trpc', fetch, headers });

  /** A call's outcome with its HTTP status, whether it answered data or a refusal. */
  async function answer<T>(call: Promise<T>): Promise<TrpcAnswer<T>> {
    try {
      const data = await call;
      return { status: lastStatus, data };
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      return { status: lastStatus, error: error as TRPCClientError<AppRouter> };
    }
  }

  return {
    /** Typed by the app's router: `client.service.list.query()`. */
    client: createTRPCClient<AppRouter>({ links: [link] }),
    /** By path, for tests that walk every procedure: `untyped.query('service.list', input)`. */
    untyped: createTRPCUntypedClient<AppRouter>({ links: [link] }),
    answer,
    /** The HTTP status of the last answer. */
    lastStatus: () => lastStatus,
    /** The HTTP headers of the last answer. */
    lastHeaders: () => lastHeaders,
  };
}
