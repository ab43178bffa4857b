import type { FastifyReply, FastifyRequest } from 'fastify';

const isFetchResponse = (payload: unknown): payload is Response =>
  typeof payload === 'object' && payload !== null && Object.prototype.toString.call(payload) === '[object Response]';

/**
 * onSend for /trpc (issue 21 item 5). tRPC's Fastify adapter answers with a Fetch `Response`, whose body Fastify and
 * @fastify/compress can only treat as a stream: every answer, however small, went out chunked, through a web stream
 * turned into a Node stream, and (when the client accepts gzip) through a zlib stream, 60-byte answers included.
 * An answer that is one JSON document is handed on as its text instead, with tRPC's status and headers: Fastify
 * sends it with a Content-Length, and compress leaves it alone under its threshold and compresses larger ones in one
 * step. What tRPC streams (a subscription's server-sent events, a streamed batch: `Transfer-Encoding: chunked`)
 * stays a stream. Registered before compress's own onSend (a route's hooks run after its scope's).
 */
export async function jsonResponseAsText(_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!isFetchResponse(payload) || payload.body === null) return payload;
  const type = payload.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json') || payload.headers.has('transfer-encoding')) return payload;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return payload.text();
}
