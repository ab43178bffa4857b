import { roleLabels } from '@hairsalon/shared';
import { z } from 'zod';
import { appRouter } from '../routers/index.js';
import { mappedHttpStatus, STATUS_MAPPING } from './envelope.js';
import { accessOf, type BareAnswer, type RestRoute } from './routes.js';

type JsonSchema = Record<string, unknown>;

/** The zod input schema of a procedure, read from the router itself (so the docs cannot drift from the code). */
function procedureInput(path: string | undefined): z.ZodType | undefined {
  if (!path) return undefined;
  const procedures = appRouter._def.procedures as Record<string, { _def?: { inputs?: unknown[] } }>;
  const input = procedures[path]?._def?.inputs?.[0];
  return input instanceof z.ZodType ? input : undefined;
}

function inputSchema(route: RestRoute): JsonSchema {
  const schema = procedureInput(route.procedure);
  if (!schema) return { type: 'object', additionalProperties: true };
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const optional = route.optionalInputs ?? [];
    if (optional.length === 0 || !Array.isArray(json.required)) return json;
    return { ...json, required: (json.required as string[]).filter((name) => !optional.includes(name)) };
  } catch {
    return { type: 'object', additionalProperties: true };
  }
}

function accessText(route: RestRoute): string {
  const access = accessOf(route);
  if (access === 'public') return 'Anyone.';
  if (access === 'signed-in') return 'Any signed-in user.';
  return `Roles: ${access.map((r) => `${r} (${roleLabels[r]})`).join(', ')}.`;
}

const success: JsonSchema = {
  type: 'object',
  required: ['errCode', 'success', 'message', 'errMessage', 'errMsg', 'data'],
  description:
    'The fields spec §7 says a client reads are also at the top level (e.g. login: accessToken, refreshToken, roleId, id, lastName, status; a profile: its fields; feedback: feedback; a dashboard total: totalUsers, …).',
  properties: {
    errCode: { const: 0 },
    success: { const: true },
    message: { type: 'string', description: "what happened ('OK' for a read)" },
    errMessage: { type: 'string', description: 'the same message' },
    errMsg: { type: 'string', description: 'the same message' },
    data: { description: 'the payload; a list call answers the list itself' },
  },
  additionalProperties: true,
};

const failure: JsonSchema = {
  type: 'object',
  required: ['errCode', 'success', 'message', 'errMessage', 'errMsg'],
  properties: {
    errCode: { type: 'integer', description: 'the would-be HTTP status: 400, 401, 403, 404, 409, 413, 429, 500 or 503' },
    success: { const: false },
    message: { type: 'string' },
    errMessage: { type: 'string', description: 'the same message' },
    errMsg: { type: 'string', description: 'the same message' },
    errors: { type: 'string', description: 'validation: every message, one per line (a text a client can show)' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' }, description: 'validation: field → message' },
  },
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The success of a row that answers the value itself (spec §7 names no field of it: the original system's shape). */
function bareSuccess(bare: BareAnswer): JsonSchema {
  return bare.shape === 'list'
    ? { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'the list itself, not an envelope' }
    : { type: 'number', description: 'the number itself, not an envelope' };
}

/** The 200 answer of a row: the envelope, or the bare value of a row that answers one; a business refusal either way. */
function successResponse(route: RestRoute): JsonSchema {
  if (!route.bare) {
    return {
      description: 'Success (errCode 0), or a business refusal (errCode 400, 404, 409, …): see the status mapping',
      content: json({ oneOf: [success, failure] }),
    };
  }
  const headers = Object.entries(route.bare.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'integer', minimum: 0 } },
  ]);
  return {
    description: `Success: the ${route.bare.shape === 'list' ? 'JSON array' : 'JSON number'} itself, with no envelope; or a business refusal in the envelope (errCode 400, 404, …): see the status mapping`,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    content: json({ oneOf: [bareSuccess(route.bare), failure] }),
  };
}

/**
 * Rows anyone may call that still answer 401 (kept, as the status mapping says) in one case of their own, keyed
 * 'METHOD /path'. openapi.int.test.ts makes each of these calls and checks the 401.
 */
export const PUBLIC_ROWS_ANSWERING_401: Readonly<Record<string, string>> = {
  'POST /refresh-token':
    'The refresh token is unknown, expired or was already used longer ago than the reuse window (REFRESH_REUSE_WINDOW_SECONDS, 30 s by default; parallel refreshes within it all get the new pair): the session has ended, sign in again',
  'POST /login':
    'The refresh form ({ accessToken, refreshToken }, no email or password): the refresh token is unknown, expired or was already used longer ago than the reuse window; the session has ended, sign in again',
  'POST /register': 'Creating staff or a stylist (roleId R1 or R3) with an expired or invalid access token: refresh and retry',
};

/** The envelope and the status mapping, for the document's description (Markdown). */
export function envelopeDescription(routes: RestRoute[]): string {
  const rows = STATUS_MAPPING.map((r) => `| ${r.situation} | ${mappedHttpStatus(r)} | ${r.errCode} | ${r.note} |`);
  const bare = (shape: BareAnswer['shape']) =>
    routes
      .filter((r) => r.bare?.shape === shape)
      .map((r) => `${r.method} /api${r.path}`)
      .join(', ');
  return [
    'Every call of the HairSalon specification under /api, answered the way a client written from the specification reads it.',
    '',
    '**Envelope.** Every answer but the bare values below is JSON with `errCode` (0 on success), `success`, and the message in `message`, `errMessage` and `errMsg` alike. A success carries its payload under `data` (a list call answers the list itself) and the fields the specification names at the top level as well. A refusal has `success: false` and `errCode` ≠ 0; a validation refusal adds `errors` (the messages as one text) and `fieldErrors` (field → message).',
    '',
    `**Bare answers.** Where the specification names no field of the answer, a success is the value itself, as the original system answered, with no envelope: a JSON array from ${bare('list')} (the users list, paged or not, gives its total in the \`X-Total-Count\` header, which a page on another allowed origin may read); a JSON number from ${bare('number')}. Their refusals (401, 403, validation, …) are the envelope like any other.`,
    '',
    '**Status mapping.** Business refusals answer HTTP 200, so a client shows the message from the body; only the answers a client acts on keep their HTTP status: 401 (refresh the session), 403 (wrong role), 429 (wait), and server errors.',
    '',
    '| Situation | HTTP status | errCode | Note |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '**Other conventions.** Send `Authorization: Bearer <accessToken>`; renew tokens with POST /api/refresh-token (or POST /api/login with `{ accessToken, refreshToken }`). A query parameter sent twice with the same value is that value; with different values it is refused (errCode 400). Values must be single text or numbers (arrays only for `serviceIds[]` and `arrSchedule`). Dates are epoch milliseconds, as a number or as text. Image fields (`image` of a record, `url` of an upload) are absolute URLs from PUBLIC_URL; an upload also answers `path`, the `/uploads/…` reference a record is saved with. Lists come whole unless `page` or `limit` are given (then `total`, `page` and `limit` are at the top level of the envelope; the users list, a bare array, gives its total in `X-Total-Count`). Pages of the origins in CORS_ORIGINS may call the API from a browser.',
  ].join('\n');
}

function publicUnauthorized(route: RestRoute): Record<string, unknown> {
  const why = PUBLIC_ROWS_ANSWERING_401[`${route.method} ${route.path}`];
  return why ? { '401': { description: why, content: json(failure) } } : {};
}

/** OpenAPI 3.1 description of the REST adapter, generated from the route table and the procedures' zod inputs. */
export function buildOpenApi(routes: RestRoute[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openapiPath = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const schema = inputSchema(route);
    const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      description: `${route.summary}\n\nWho may call: ${accessText(route)}\n\ntRPC procedure: \`${route.procedure}\``,
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      responses: {
        '200': successResponse(route),
        ...(accessOf(route) === 'public'
          ? publicUnauthorized(route)
          : {
              '401': { description: 'No, expired or invalid token: refresh and retry', content: json(failure) },
              '403': { description: 'Wrong role or not the owner', content: json(failure) },
            }),
        '429': { description: 'Too many attempts', content: json(failure) },
        '500': { description: "Server error ('Server Error')", content: json(failure) },
        '503': {
          description: 'The database could not be reached or did not answer in time: try again after Retry-After (seconds)',
          content: json(failure),
        },
      },
    };
    if (accessOf(route) !== 'public') operation.security = [{ bearer: [] }];
    if (route.method === 'GET' || route.method === 'DELETE' || route.encoding === 'query') {
      for (const [name, prop] of Object.entries(properties)) {
        if (pathParams.includes(name)) continue;
        parameters.push({ name, in: 'query', required: required.has(name), schema: prop });
      }
    } else {
      const body = { ...schema };
      const contentTypes: Record<string, unknown> = { 'application/json': { schema: body } };
      if (route.encoding === 'form') contentTypes['application/x-www-form-urlencoded'] = { schema: body };
      if (route.encoding === 'multipart') {
        contentTypes['multipart/form-data'] = {
          schema: { ...body, properties: { ...properties, imageFile: { type: 'string', format: 'binary' } } },
        };
      }
      operation.requestBody = { required: true, content: contentTypes };
    }
    for (const [header, field] of Object.entries(route.headerInputs ?? {})) {
      const { description, ...prop } = properties[field] ?? { type: 'string' };
      parameters.push({
        name: header,
        in: 'header',
        required: false,
        description: `The input field \`${field}\`, as a header (or in the body; both sent must agree).${description ? ` ${String(description)}` : ''}`,
        schema: prop,
      });
    }
    if (parameters.length > 0) operation.parameters = parameters;
    paths[openapiPath] = { ...(paths[openapiPath] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HairSalon REST API',
      version: '1.0.0',
      description: envelopeDescription(routes),
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/** A small readable page over the same document (no external assets). */
export function renderApiDocsHtml(doc: JsonSchema): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const rows: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { summary: string; description: string }>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const access = /Who may call: ([^\n]+)/.exec(op.description)?.[1] ?? '';
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${esc(path)}</code></td><td>${esc(op.summary)}</td><td>${esc(access)}</td></tr>`,
      );
    }
  }
  // The description's prose paragraphs (its Markdown table is shown as the HTML table below).
  const paragraphs = String((doc.info as { description: string }).description)
    .split('\n\n')
    .filter((p) => !p.startsWith('|'))
    .map(
      (p) =>
        `<p>${esc(p)
          .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
          .replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
    )
    .join('');
  const mapping = STATUS_MAPPING.map(
    (r) => `<tr><td>${esc(r.situation)}</td><td>${mappedHttpStatus(r)}</td><td>${r.errCode}</td><td>${esc(r.note)}</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API · HairSalon</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#264653}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{background:#f4f4f4;padding:0 .2rem}</style>
</head><body><h1>HairSalon REST API</h1>${paragraphs}
<h2>Status mapping</h2><table><thead><tr><th>Situation</th><th>HTTP status</th><th>errCode</th><th>Note</th></tr></thead><tbody>${mapping}</tbody></table>
<h2>Calls</h2>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1, generated from the route table and the procedures' input schemas).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
