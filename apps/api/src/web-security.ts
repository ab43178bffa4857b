import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { restRoutes } from './rest/table.js';

/** Paths of images a page on another origin may show (a spec client's <img src>): served with CORP cross-origin. */
const SHAREABLE_IMAGE_PREFIXES = ['/uploads/', '/images/'];

/** Headers every CORS preflight may ask for: the bearer token, the body's type, and the headers REST rows read as input. */
export const CORS_ALLOWED_HEADERS = [
  ...new Set([
    'Authorization',
    'Content-Type',
    'Accept',
    'X-Requested-With',
    ...restRoutes.flatMap((route) => Object.keys(route.headerInputs ?? {})),
  ]),
];
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/** Headers a page on another origin may read beyond the safelisted ones: those the REST rows answer beside a bare value. */
export const CORS_EXPOSED_HEADERS = [...new Set(restRoutes.flatMap((route) => Object.keys(route.bare?.headers ?? {})))];

/** The Content-Security-Policy the built web app runs under (checked in the browser by e2e/payment-return.spec.ts). */
export const contentSecurityPolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine injects <style> tags and style="" attributes at run time; a nonce cannot cover attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** HSTS is meaningful only on an https answer (browsers ignore it over http, and it must not pin a plain-http install). */
export function servedOverHttps(req: FastifyRequest, publicUrl: string): boolean {
  return req.protocol === 'https' || publicUrl.startsWith('https://');
}

/** The Content-Security-Policy header's value, as helmet writes it: `name value value;name value`. */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * The security headers of every answer: helmet's defaults (CSP, nosniff, no framing, no referrer, no MIME or DNS
 * guessing), with our CSP. Written once here and set in one synchronous hook: @fastify/helmet rebuilt the CSP and
 * ran eleven middlewares on every request, a twentieth of a cached read's time (issue 9).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(contentSecurityPolicyDirectives),
  'cross-origin-opener-policy': 'same-origin',
  // Same origin by default; the image paths open up to other origins' <img> tags (below).
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // Reset links carry their token in the path: never send it to another site.
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; helmet turns it off the same way.
  'x-xss-protection': '0',
};

/**
 * Security headers (CSP, nosniff, frame-ancestors none, no referrer, HSTS over https) and CORS for
 * the origins in CORS_ORIGINS (none by default: same origin only). Registered before every route.
 */
export async function registerWebSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (servedOverHttps(req, config.publicUrl)) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (SHAREABLE_IMAGE_PREFIXES.some((prefix) => req.url.startsWith(prefix))) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    done();
  });

  const anyOrigin = config.corsOrigins.includes('*');
  await app.register(cors, {
    origin: anyOrigin ? '*' : config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    // Tokens travel in the Authorization header, never in cookies.
    credentials: false,
    maxAge: 600,
  });
}
