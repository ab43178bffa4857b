import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES, messages } from '@hairsalon/shared';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { createContext } from './context.js';
import type { AppDeps } from './deps.js';
import { registerOutboxRoutes } from './mail/outbox-routes.js';
import { buildOpenApi, renderApiDocsHtml } from './rest/openapi.js';
import { registerRestRoutes } from './rest/register.js';
import { restRoutes } from './rest/table.js';
import { type AppRouter, appRouter } from './routers/index.js';
import { registerWebSecurity } from './web-security.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc') || url.startsWith('/uploads/');

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the server (proxy-addr's hop rule). */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** One origin: the web app (SPA fallback), /trpc, /api/*, /uploads/*, /health (ARCHITECTURE §1c). */
export async function buildServer(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    // Who the client is behind a proxy (request.ip, used by rate limits): off unless TRUST_PROXY says which proxies to believe.
    trustProxy: trustProxyOption(deps.config.trustProxy),
  });

  // Malformed bodies and other request errors get the same envelope as every failure, never a stack trace.
  // Set before any route: a route takes the error handler in force when it is built, and the awaited
  // plugin registrations below build the routes added before them.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const message =
      status === 413 ? messages.generic.fileTooLarge : status === 500 ? messages.generic.serverError : messages.generic.invalidInput;
    return reply.status(status).send({ errCode: status, success: false, errMessage: message, errMsg: message, message });
  });

  await registerWebSecurity(app, deps.config);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 } });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(deps, req.headers.authorization, req.ip),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerRestRoutes(app, deps, restRoutes);

  // API docs, generated from the same table the adapter is registered from.
  const openApi = () => buildOpenApi(restRoutes, deps.config.publicUrl);
  app.get('/api/docs/openapi.json', async () => openApi());
  app.get('/api/docs', async (req, reply) => {
    if (!String(req.headers.accept ?? '').includes('text/html')) return openApi();
    return reply.type('text/html').send(renderApiDocsHtml(openApi()));
  });

  app.get('/health', async (_req, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.database.kind };
    } catch (error) {
      deps.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  if (deps.config.devOutbox) registerOutboxRoutes(app, { db: deps.db });

  if (existsSync(deps.config.uploadDir)) {
    await app.register(fastifyStatic, {
      root: deps.config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
    });
  }

  const webDist = deps.config.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !isApiPath(req.url)) {
      // Any path loads the app, which shows /not-found for unknown routes.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      errCode: 404,
      success: false,
      errMessage: messages.generic.notFound,
      errMsg: messages.generic.notFound,
      message: messages.generic.notFound,
    });
  });

  return app;
}
