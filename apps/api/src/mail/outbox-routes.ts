import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@hairsalon/db';
import { emails } from '@hairsalon/db/schema';
import { messages } from '@hairsalon/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const OUTBOX_LIST_LIMIT = 200;
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True only for a caller on this machine talking to us directly: the socket's peer is loopback and no proxy header
 * is present (a reverse proxy on the same host would otherwise make every visitor look local).
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer) || !LOOPBACK.test(request.ip)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** The cookie a visit of the printed link leaves, so the outbox's own links need no key. */
export const OUTBOX_COOKIE = 'hairsalon_outbox';
const OUTBOX_PATH = '/api/dev/outbox';

function sameKey(given: string | undefined, key: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The key a request brings: `?key=` (the printed link) or the cookie that link left. */
function keyOf(request: FastifyRequest): { fromQuery: string | undefined; fromCookie: string | undefined } {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.key === 'string' ? query.key : undefined;
  return { fromQuery, fromCookie: cookieValue(request.headers.cookie, OUTBOX_COOKIE) };
}

function notFound(reply: FastifyReply) {
  const message = messages.generic.notFound;
  return reply.code(404).send({ errCode: 404, success: false, errMessage: message, errMsg: message, message });
}

/**
 * The development outbox (ARCHITECTURE §6): every stored email, readable in the browser. Register it only when the
 * config says so (config.devOutbox); each route answers only a caller on this machine that brings the start's key
 * (`?key=` from the start banner, or the cookie that link leaves): a plain TCP forwarder (socat, an ssh tunnel) makes
 * any caller look local, so the address alone is not enough. The guard is the routes' own onRequest hook, so however
 * the path is spelled (e.g. percent-encoded), reaching the handler means passing it.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Database; key: string }): void {
  const { db, key } = deps;
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return notFound(reply);
    const given = keyOf(request);
    if (sameKey(given.fromQuery, key)) {
      // The printed link: remember the key for this path, so the list's emails open without it.
      reply.header('set-cookie', `${OUTBOX_COOKIE}=${key}; Path=${OUTBOX_PATH}; HttpOnly; SameSite=Strict`);
      return;
    }
    if (!sameKey(given.fromCookie, key)) return notFound(reply);
  };

  app.get(OUTBOX_PATH, { onRequest }, async () => {
    return db
      .select({
        id: emails.id,
        to: emails.to,
        subject: emails.subject,
        kind: emails.kind,
        createdAt: emails.createdAt,
        sentAt: emails.sentAt,
      })
      .from(emails)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(OUTBOX_LIST_LIMIT);
  });

  app.get<{ Params: { id: string } }>(`${OUTBOX_PATH}/:id`, { onRequest }, async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    }
    const [email] = await db.select({ html: emails.html }).from(emails).where(eq(emails.id, id));
    if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    return reply.type('text/html; charset=utf-8').send(email.html);
  });
}
