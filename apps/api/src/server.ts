import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { languageFromAcceptLanguage, MAX_UPLOAD_BYTES, messages, translateMessage } from '@hairsalon/shared';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config.js';
import { createContext } from './context.js';
import type { AppDeps } from './deps.js';
import { registerOutboxRoutes } from './mail/outbox-routes.js';
import { buildOpenApi, renderApiDocsHtml } from './rest/openapi.js';
import { registerRestRoutes } from './rest/register.js';
import { restRoutes } from './rest/table.js';
import { type AppRouter, appRouter } from './routers/index.js';
import { fastTrpcReads, varyByLanguage } from './trpc-fast-reads.js';
import { registerWebSecurity } from './web-security.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc') || url.startsWith('/uploads/');

/** Answers smaller than this go uncompressed: the saving would not pay for the work. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The built app's hashed files (/assets/*) never change under their name: cached for a year. Everything else
 * (index.html, which names the current hashes, and the unhashed images) is revalidated on every use.
 */
export function webCacheControl(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Public pages the web build prerendered (apps/web/src/first-paint/): path → file, `/` → pages/index.html,
 * `/services` → pages/services.html. Each is index.html with that page's first paint in it.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'pages');
  if (!existsSync(dir)) return new Map();
  const pages = readdirSync(dir).filter((file) => file.endsWith('.html'));
  return new Map(pages.map((file) => [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, `pages/${file}`]));
}

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
    // No line per request at info (it cost a twentieth of a cached read): errors are logged where they happen, with
    // the request id, and slow requests below.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // A callback hook, not an async one: it runs on every answer and has nothing to await.
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.elapsedTime >= deps.config.slowRequestMs) {
      req.log.warn({ req, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) }, 'slow request');
    }
    done();
  });

  // Malformed bodies and other request errors get the same envelope as every failure, never a stack trace.
  // Set before any route: a route takes the error handler in force when it is built, and the awaited
  // plugin registrations below build the routes added before them.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const english =
      status === 413 ? messages.generic.fileTooLarge : status === 500 ? messages.generic.serverError : messages.generic.invalidInput;
    const message = translateMessage(english, languageFromAcceptLanguage(req.headers['accept-language']));
    return reply.status(status).send({ errCode: status, success: false, errMessage: message, errMsg: message, message });
  });

  await registerWebSecurity(app, deps.config);
  // gzip/brotli for every text answer over 1 KiB (JSON, HTML, the API docs); before @fastify/static, which then
  // serves the web app's files compressed at build time (preCompressed) and leaves the rest to this hook.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 } });

  await app.register(async (scope) => {
    // The web app's public reads, from the read cache without the fetch adapter (docs/decisions/008-read-cache.md).
    scope.addHook('onRequest', fastTrpcReads(deps));
    scope.addHook('onSend', varyByLanguage);
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }) => createContext(deps, req.headers.authorization, req.ip, req.headers['accept-language']),
        onError: ({ error, path: procedure, req }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
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
  const pages = hasWeb ? prerenderedPages(webDist) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // `/` too is answered below: by its prerendered page when the build made one.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', webCacheControl(webDist, filePath)),
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !isApiPath(req.url)) {
      // Any path loads the app, which shows /not-found for unknown routes; a prerendered page paints before it runs.
      return reply.type('text/html').sendFile(pages.get(req.url.split('?')[0] ?? '') ?? 'index.html');
    }
    const message = translateMessage(messages.generic.notFound, languageFromAcceptLanguage(req.headers['accept-language']));
    return reply.status(404).send({ errCode: 404, success: false, errMessage: message, errMsg: message, message });
  });

  return app;
}
