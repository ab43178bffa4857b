import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { feedByToken, feedCalendar } from './calendar-feed.service.js';

/**
 * GET /calendar/<id>-<secret>.ics: a private calendar feed, for calendar apps that subscribe by URL (no sign-in: the
 * secret in the URL is the key, renewed or revoked from the shift page or the front desk). Unknown, revoked or
 * mistyped URLs answer 404 alike.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const file = request.params.file;
    const feed = file.endsWith('.ics') ? await feedByToken(deps, file.slice(0, -'.ics'.length)) : undefined;
    if (!feed) return reply.code(404).type('text/plain; charset=utf-8').send('No such calendar');
    const body = await feedCalendar(deps, feed);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="hairsalon.ics"')
      .send(body);
  });
}
