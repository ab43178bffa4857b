import type { Database } from '@hairsalon/db';
import { emails } from '@hairsalon/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

const OUTBOX_LIST_LIMIT = 200;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The development outbox (ARCHITECTURE §6): every stored email, readable in the browser. Registered only outside
 * production, and answered only to callers on this machine: it shows reset links.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Database; config: Pick<AppConfig, 'env'> }): void {
  if (deps.config.env === 'production') return;
  const { db } = deps;

  // A server started with HOST=0.0.0.0 and no NODE_ENV must not hand reset links to the network.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/dev/outbox') && !LOOPBACK.has(request.ip)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  app.get('/api/dev/outbox', async () => {
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

  app.get<{ Params: { id: string } }>('/api/dev/outbox/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    }
    const [email] = await db.select({ html: emails.html }).from(emails).where(eq(emails.id, id));
    if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such email');
    return reply.type('text/html; charset=utf-8').send(email.html);
  });
}
