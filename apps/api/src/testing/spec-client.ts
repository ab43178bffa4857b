import { salonDayKey, salonDayKeyToMs, type TimeZone } from '@hairsalon/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A client that behaves like the one written from spec §7 and §8 (axios-style) and runs in a browser page of
 * another origin: it preflights what a browser would preflight, can read an answer only when CORS allows its
 * origin (and of its headers only the safelisted and exposed ones), reads the fields the spec names at the top of a
 * 2xx body, or the value itself where the spec names none and the original answered a bare list or number, and
 * toasts errMessage / errMsg / message / errors when an envelope's errCode is not 0 or its success is false (and,
 * where the spec says a call reads `errors`, that field). Like the original's shared client it sends
 * `Authorization: Bearer <token>` on every call, `Bearer null` when signed out (the token it keeps is null), and it
 * runs in a browser of a time zone of its own: a day picked is sent as that zone's midnight, a date read is shown as
 * that zone's calendar day.
 */
export interface SpecRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path with its query string, e.g. /api/get-allcode?type=TIME */
  url: string;
  /** the access token the client keeps; absent, it has none and sends `Bearer null` */
  bearer?: string;
  json?: unknown;
  form?: string;
  multipart?: { payload: Buffer; contentType: string };
}

export interface SpecAnswer {
  status: number;
  /** the envelope's fields; empty when the answer is a bare value */
  body: Record<string, unknown>;
  /**
   * The answer as the client reads it: the parsed JSON, an envelope or (where spec §7 names no field and the original
   * answered the value itself) a bare list or number.
   */
  value: unknown;
  /** the response headers the page may read: the CORS-safelisted ones and those the answer exposes */
  headers: Record<string, string>;
  /** what the client shows as an error toast, when it shows one */
  errorToast: string | undefined;
  /**
   * What a client that toasts `errors` shows (spec §7: edit-user and the service calls read errors) when the call
   * failed: only a non-empty text can be shown; an object or a list renders as nothing useful, so it is undefined.
   */
  errorsToast: string | undefined;
}

/** Response headers a page on another origin may always read (Fetch: CORS-safelisted response header names). */
const SAFELISTED_RESPONSE_HEADERS = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
];

/**
 * Calls whose original client shows any `message` of the answer as an error toast, success or not: spec §7 says
 * calculate-salary reads only `message` (and the client shows 'Create Salary Successfully' by itself).
 */
export const SHOWS_ANY_MESSAGE: readonly string[] = ['/api/calculate-salary'];

/** Content types a page may send without a preflight (Fetch: CORS-safelisted request headers). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The machine the client runs on: its own address, so its logins count in a rate-limit bucket of their own (a
 * loopback address; inject sends nothing over a network).
 */
export const SPEC_CLIENT_ADDRESS = '127.0.0.77';

export function createSpecClient(server: FastifyInstance, origin: string, browserZone: TimeZone = 'UTC') {
  async function call(req: SpecRequest): Promise<SpecAnswer> {
    const headers: Record<string, string> = { origin, accept: 'application/json, text/plain, */*' };
    let payload: string | Buffer | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(req.json);
    } else if (req.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = req.form;
    } else if (req.multipart) {
      headers['content-type'] = req.multipart.contentType;
      payload = req.multipart.payload;
    }
    // The original's interceptor writes whatever it keeps: null for a guest.
    headers.authorization = `Bearer ${req.bearer ?? null}`;

    // What a browser does before a non-simple request: ask, and stop unless the answer allows it.
    const unsafeHeaders = [
      'authorization',
      ...(headers['content-type'] && !SIMPLE_CONTENT_TYPES.some((type) => headers['content-type']?.startsWith(type))
        ? ['content-type']
        : []),
    ];
    const simpleMethod = req.method === 'GET' || req.method === 'POST';
    if (!simpleMethod || unsafeHeaders.length > 0) {
      const preflight = await server.inject({
        method: 'OPTIONS',
        url: req.url,
        remoteAddress: SPEC_CLIENT_ADDRESS,
        headers: {
          origin,
          'access-control-request-method': req.method,
          ...(unsafeHeaders.length > 0 ? { 'access-control-request-headers': unsafeHeaders.join(',') } : {}),
        },
      });
      expect(preflight.statusCode, `preflight of ${req.method} ${req.url}`).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin'], `preflight of ${req.method} ${req.url}`).toBe(origin);
      const methods = String(preflight.headers['access-control-allow-methods'] ?? '').toUpperCase();
      if (!simpleMethod) expect(methods.split(/\s*,\s*/)).toContain(req.method);
      const allowed = String(preflight.headers['access-control-allow-headers'] ?? '')
        .toLowerCase()
        .split(/\s*,\s*/);
      for (const header of unsafeHeaders) expect(allowed, `preflight allows ${header}`).toContain(header);
    }

    const res = await server.inject({
      method: req.method,
      url: req.url,
      headers,
      remoteAddress: SPEC_CLIENT_ADDRESS,
      ...(payload === undefined ? {} : { payload }),
    });
    // The browser hands the page nothing it may not read.
    expect(res.headers['access-control-allow-origin'], `${req.method} ${req.url} is readable from ${origin}`).toBe(origin);
    expect(res.headers['content-type']).toContain('application/json');
    const exposed = String(res.headers['access-control-expose-headers'] ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    const readable = Object.entries(res.headers).filter(
      ([name]) => SAFELISTED_RESPONSE_HEADERS.includes(name) || (name !== '' && exposed.includes(name)),
    );
    const value: unknown = res.json();
    // A bare list or number (where spec §7 names no field) is read as it is; only an envelope says it failed.
    const envelope = value !== null && typeof value === 'object' && !Array.isArray(value);
    const body = envelope ? (value as Record<string, unknown>) : {};
    const failed = envelope && (body.errCode !== 0 || body.success === false);
    const shown = [body.errMessage, body.errMsg, body.message, body.errors].find((m) => typeof m === 'string' && m.length > 0);
    const errors = typeof body.errors === 'string' && body.errors.length > 0 ? body.errors : undefined;
    const path = req.url.split('?')[0] ?? '';
    const anyMessage = SHOWS_ANY_MESSAGE.includes(path) && typeof body.message === 'string' ? body.message : undefined;
    return {
      status: res.statusCode,
      body,
      value,
      headers: Object.fromEntries(readable.map(([name, v]) => [name, String(v)])),
      errorToast: failed ? (shown as string | undefined) : anyMessage,
      errorsToast: failed ? errors : undefined,
    };
  }
  return {
    origin,
    call,
    /** The date the browser's date picker sends for a calendar day (YYYY-MM-DD): the browser zone's midnight of it. */
    dateOfDay: (day: string) => salonDayKeyToMs(day, browserZone),
    /** The calendar day (YYYY-MM-DD) the browser shows for a date it read (epoch ms, as a number or text). */
    dayShown: (date: unknown) => salonDayKey(Number(date), browserZone),
  };
}

export type SpecClient = ReturnType<typeof createSpecClient>;
