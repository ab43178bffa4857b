import { timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { isDatabaseUnavailable } from '@hairsalon/db';
import {
  languageFromAcceptLanguage,
  MAX_JSON_BODY_BYTES,
  MAX_TRPC_BATCH_CALLS,
  MAX_UPLOAD_BYTES,
  messages,
  type SalonDetails,
  substituteSalonDetails,
  translateMessage,
} from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { AppConfig } from './config.js';
import { createContext } from './context.js';
import type { AppDeps } from './deps.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { jsonTextTooDeep } from './lib/input-depth.js';
import { jsonResponseAsText } from './lib/json-response-text.js';
import { REQUEST_ID_HEADER, requestIdGenerator } from './lib/request-id.js';
import { varyByLanguage } from './lib/vary-by-language.js';
import { registerOutboxRoutes } from './mail/outbox-routes.js';
import { refusedRequestMessage } from './rest/envelope.js';
import { buildOpenApi, renderApiDocsHtml } from './rest/openapi.js';
import { registerRestRoutes } from './rest/register.js';
import { restRoutes } from './rest/table.js';
import { registerCalendarFeedRoutes } from './routers/calendar-feed/routes.js';
import { type AppRouter, appRouter } from './routers/index.js';
import { registerUploadRoutes } from './uploads/serve.js';
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

/**
 * How long a health check waits for the database, the job queue and the LISTEN connection: a stalled network must turn
 * readiness red in seconds, not hang it (docs/decisions/024).
 */
export const HEALTH_CHECK_DEADLINE_MS = 2_000;

/** 'ok' when `run` resolves within the deadline, else why not (for the log). */
async function withinDeadline(run: () => Promise<unknown>, ms = HEALTH_CHECK_DEADLINE_MS): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  try {
    return await Promise.race([
      run().then(
        () => 'ok',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Compares a secret the client sent with ours in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
    bodyLimit: MAX_JSON_BODY_BYTES,
    // A tRPC batch names its procedures in the path ('/trpc/service.list,stylist.list,…'): with Fastify's default of
    // 100 characters, a page whose reads batched five or six procedures was refused (414) before tRPC saw it.
    routerOptions: { maxParamLength: 5000 },
    // Who the client is behind a proxy (request.ip, used by rate limits): off unless TRUST_PROXY says which proxies to believe.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // No line per request at info (it cost a twentieth of a cached read): errors are logged where they happen, with
    // the request id, and slow requests below.
    logController: new LogController({ disableRequestLogging: true }),
    // The id every log line of a request carries (reqId): the trusted proxy's X-Request-Id, else a UUID; echoed back.
    genReqId: requestIdGenerator(deps.config.trustProxy),
    requestIdHeader: false,
    // While closing, a request that arrives on a kept-alive connection is served, not refused with 503: the hook below
    // closes each connection after its answer instead, so a client or proxy never sees an error (docs/decisions/024).
    return503OnClosing: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    if (deps.draining?.()) reply.header('connection', 'close');
    done();
  });
  // A callback hook, not an async one: it runs on every answer and has nothing to await.
  const procedures = new Set(Object.keys(appRouter._def.procedures));
  /** A request's route for the metrics: its template, and the procedure of a single tRPC call (a bounded set). */
  const routeOf = (req: FastifyRequest): string => {
    const url = req.routeOptions.url;
    if (!url) return 'unmatched';
    if (!url.startsWith('/trpc/')) return url;
    const procedure = (req.params as { path?: string } | undefined)?.path;
    return procedure && procedures.has(procedure) ? `/trpc/${procedure}` : '/trpc/(batch)';
  };
  app.addHook('onResponse', (req, reply, done) => {
    deps.metrics.observeRequest(req.method, routeOf(req), reply.statusCode, reply.elapsedTime / 1000);
    // A subscription's stream (server-sent events) is open for as long as its page is: long is what it is for.
    const stream = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    if (!stream && reply.elapsedTime >= deps.config.slowRequestMs) {
      req.log.warn({ req, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) }, 'slow request');
    }
    done();
  });

  // Malformed bodies and other request errors get the same envelope as every failure, never a stack trace.
  // Set before any route: a route takes the error handler in force when it is built, and the awaited
  // plugin registrations below build the routes added before them.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, req, reply) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'request met an unavailable database');
      const message = translateMessage(messages.generic.unavailable, languageFromAcceptLanguage(req.headers['accept-language']));
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ errCode: 503, success: false, errMessage: message, errMsg: message, message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const english = refusedRequestMessage(status, error);
    const message = translateMessage(english, languageFromAcceptLanguage(req.headers['accept-language']));
    return reply.status(status).send({ errCode: status, success: false, errMessage: message, errMsg: message, message });
  });

  // JSON bodies nested deeper than MAX_INPUT_DEPTH are bad input, refused from the text before it is parsed: nothing
  // after the parser walks them (issue 20). Fastify's own parser (with its prototype-poisoning checks) parses the rest.
  // /trpc keeps its own parser (it takes the text as is); its procedures check the depth of what tRPC parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (!jsonTextTooDeep(body as string)) return parseJson(req, body as string, done);
    done(Object.assign(new Error('JSON body nested too deeply'), { statusCode: 400 }), undefined);
  });

  await registerWebSecurity(app, deps.config);
  // gzip/brotli for every text answer over 1 KiB (JSON, HTML, the API docs); before @fastify/static, which then
  // serves the web app's files compressed at build time (preCompressed) and leaves the rest to this hook.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 } });

  await app.register(async (scope) => {
    // First the answer as text (its headers then are the reply's), then the language it depends on.
    scope.addHook('onSend', jsonResponseAsText);
    scope.addHook('onSend', varyByLanguage);
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, info }) => {
          // Before any call of the batch runs (each reads its context first), and before the token is verified.
          if (info.calls.length > MAX_TRPC_BATCH_CALLS)
            throw new TRPCError({ code: 'BAD_REQUEST', message: messages.generic.batchTooLarge });
          return createContext(deps, req.headers.authorization, req.ip, req.headers['accept-language']);
        },
        onError: ({ error, path: procedure, req }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
          else if (error.code === 'SERVICE_UNAVAILABLE')
            req.log.warn({ err: error.cause ?? error, procedure }, 'procedure met an unavailable database');
        },
        // A 503 says when to try again; nginx tries another instance for a read at once (docs/decisions/024).
        responseMeta: ({ errors }) =>
          errors.some((error) => error.code === 'SERVICE_UNAVAILABLE') ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } : {},
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

  // Liveness: the process answers, and so does its database, within HEALTH_CHECK_DEADLINE_MS.
  app.get('/health', async (_req, reply) => {
    const result = await withinDeadline(() => deps.db.execute(sql`select 1`));
    if (result === 'ok') return { status: 'ok', database: deps.database.kind };
    deps.log.error({ reason: result }, 'health check failed');
    return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
  });

  // Readiness (a load balancer's and the image's HEALTHCHECK): the database, the job queue and the LISTEN connection
  // each answer within the deadline, and the instance is not draining. The answer names what failed; the reasons (an
  // error's text says more than the public should read) go to the log.
  app.get('/health/ready', async (_req, reply) => {
    const [database, jobQueue, listen] = await Promise.all([
      withinDeadline(() => deps.db.execute(sql`select 1`)),
      withinDeadline(() => deps.jobs.checkReady()),
      withinDeadline(async () => {
        if (!deps.listening()) throw new Error('not listening for other instances’ writes');
      }),
    ]);
    const checks = { database, jobQueue, listen, draining: deps.draining?.() ? 'shutting down' : 'ok' };
    const failed = Object.entries(checks)
      .filter(([, result]) => result !== 'ok')
      .map(([name]) => name);
    if (failed.length > 0) deps.log.warn({ checks }, 'not ready');
    return reply
      .status(failed.length === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: failed.length === 0 ? 'ready' : 'unavailable', failed });
  });

  // Prometheus text: requests, latency, 5xx, job queue, emails, holds, read cache, connections (lib/metrics.ts). In
  // production only with METRICS_TOKEN (unset: not served at all), so a deployment's insides stay in.
  if (deps.config.metricsServed) {
    app.get('/metrics', async (req, reply) => {
      const token = deps.config.metricsToken;
      if (token && !sameSecret(req.headers.authorization ?? '', `Bearer ${token}`))
        return reply.status(401).send({ status: 'unauthorized' });
      const { contentType, body } = await deps.metrics.render();
      return reply.type(contentType).header('cache-control', 'no-store').send(body);
    });
  }

  registerCalendarFeedRoutes(app, deps);

  if (deps.config.devOutbox && deps.config.devOutboxKey) registerOutboxRoutes(app, { db: deps.db, key: deps.config.devOutboxKey });

  // Uploaded images, from the image store every instance shares (docs/decisions/015).
  registerUploadRoutes(app, deps);

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

  // The prerendered pages hold stand-ins for the salon's details: each is served with the current ones (issue 25),
  // made again only when the details change (SalonDetailsSource swaps its object on every reload).
  const pageTexts = new Map([...pages].map(([route, file]) => [route, readFileSync(path.join(webDist ?? '', file), 'utf8')]));
  interface ServedPage {
    html: string;
    encoded: { br?: Buffer; gzip?: Buffer };
  }
  let served: { details: SalonDetails; pages: Map<string, ServedPage> } | null = null;
  const servedPage = (route: string): ServedPage | undefined => {
    const details = deps.salon.current();
    if (served?.details !== details) served = { details, pages: new Map() };
    let page = served.pages.get(route);
    if (page === undefined) {
      const text = pageTexts.get(route);
      if (text === undefined) return undefined;
      page = { html: substituteSalonDetails(text, details), encoded: {} };
      served.pages.set(route, page);
    }
    return page;
  };

  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !isApiPath(req.url)) {
      // Any path loads the app, which shows /not-found for unknown routes; a prerendered page paints before it runs.
      const page = servedPage(req.url.split('?')[0] ?? '');
      if (page !== undefined) {
        // Compressed here, once per page and details: the not-found handler does not pass the compression hook.
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (!encoding) return reply.send(page.html);
        page.encoded[encoding] ??= encoding === 'br' ? brotliCompressSync(page.html) : gzipSync(page.html);
        return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
      }
      return reply.type('text/html').sendFile('index.html');
    }
    const message = translateMessage(messages.generic.notFound, languageFromAcceptLanguage(req.headers['accept-language']));
    return reply.status(404).send({ errCode: 404, success: false, errMessage: message, errMsg: message, message });
  });

  return app;
}
