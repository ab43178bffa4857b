import { roleLabels } from '@hairsalon/shared';
import { z } from 'zod';
import { appRouter } from '../routers/index.js';
import type { RestRoute } from './routes.js';

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
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { type: 'object', additionalProperties: true };
  }
}

function accessText(route: RestRoute): string {
  if (route.access === 'public') return 'Anyone.';
  if (route.access === 'signed-in') return 'Any signed-in user.';
  return `Roles: ${route.access.map((r) => `${r} (${roleLabels[r]})`).join(', ')}.`;
}

const envelope: JsonSchema = {
  type: 'object',
  required: ['errCode', 'success'],
  properties: {
    errCode: { type: 'integer', description: '0 on success; the HTTP status otherwise' },
    success: { type: 'boolean' },
    message: { type: 'string' },
    errMessage: { type: 'string' },
    errMsg: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field → message, for validation errors' },
    data: {},
  },
};

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
      description: `${route.summary}\n\nWho may call: ${accessText(route)}${route.procedure ? `\n\ntRPC procedure: \`${route.procedure}\`` : ''}`,
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      responses: {
        '200': { description: 'Success envelope', content: { 'application/json': { schema: envelope } } },
        '400': {
          description: 'Bad input (errMessage says what; errors maps fields)',
          content: { 'application/json': { schema: envelope } },
        },
        ...(route.access === 'public'
          ? {}
          : { '401': { description: 'No or expired token' }, '403': { description: 'Wrong role or not the owner' } }),
      },
    };
    if (route.access !== 'public') operation.security = [{ bearer: [] }];
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
    if (parameters.length > 0) operation.parameters = parameters;
    paths[openapiPath] = { ...(paths[openapiPath] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HairSalon REST API',
      version: '1.0.0',
      description:
        'Every call of the HairSalon specification under /api. Success: HTTP 200 with errCode 0. Failure: 400/401/403/404/409/429 with errCode ≠ 0 and the message in errMessage and errMsg. Send `Authorization: Bearer <accessToken>`; renew tokens with POST /api/refresh-token.',
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
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API · HairSalon</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#264653}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{background:#f4f4f4;padding:0 .2rem}</style>
</head><body><h1>HairSalon REST API</h1><p>${esc(String((doc.info as { description: string }).description))}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1, generated from the route table and the procedures' input schemas).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
