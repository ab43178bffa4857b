import type { FastifyReply, FastifyRequest } from 'fastify';

/** `vary` with accept-language added, unless it names it already. */
function withLanguage(vary: string): string {
  if (vary.toLowerCase().includes('accept-language')) return vary;
  return vary ? `${vary}, accept-language` : 'accept-language';
}

/**
 * onSend for /trpc: every answer says it depends on the language asked for (its messages are in it, and the read
 * cache keeps one answer per language). tRPC's own answers (a Response, whose headers Fastify copies over the
 * reply's) name only trpc-accept and accept. A callback hook: it runs on every /trpc answer and has nothing to await.
 */
export function varyByLanguage(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (payload instanceof Response) {
    payload.headers.set('vary', withLanguage(payload.headers.get('vary') ?? ''));
  } else {
    const header = reply.getHeader('vary');
    reply.header('vary', withLanguage(Array.isArray(header) ? header.join(', ') : header === undefined ? '' : String(header)));
  }
  done(null, payload);
}
