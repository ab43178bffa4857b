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

function notFound(reply: FastifyReply) {
  const message = messages.generic.notFound;
  return reply.code(404).send({ errCode: 404, success: false, errMessage: message, errMsg: message, message });
}

/**
 * The development outbox (ARCHITECTURE §6): every stored email, readable in the browser. Register it only when the
 * config says so (config.devOutbox); each route refuses any caller not on this machine. The guard is the routes'
 * own onRequest hook, so however the path is spelled (e.g. percent-encoded), reaching the handler means passing it.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalCaller(request)) return notFound(reply);
  };

  app.get('/api/dev/outbox', { onRequest }, async () => {
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

  app.get<{ Params: { id: string } }>('/api/dev/outbox/:id', { onRequest }, async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    }
    const [email] = await db.select({ html: emails.html }).from(emails).where(eq(emails.id, id));
    if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    return reply.type('text/html; charset=utf-8').send(email.html);
  });
}
