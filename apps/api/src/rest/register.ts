import { isDatabaseUnavailable } from '@hairsalon/db';
import { type Language, languageFromAcceptLanguage, messages, translateMessage } from '@hairsalon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '../caller.js';
import { createContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { badRequest, RETRY_AFTER_SECONDS } from '../errors.js';
import { checkAccess } from '../trpc.js';
import { errorEnvelope, failureBody, okEnvelope, refusedRequestMessage, restHttpStatus } from './envelope.js';
import { withAbsoluteImages } from './presentation.js';
import type { RestInput, RestRoute, UploadedFile } from './routes.js';
import { RepeatedValue, RestValues } from './values.js';

/** The language a REST caller asked for; a spec client that names none reads the spec's English. */
const languageOf = (req: FastifyRequest): Language => languageFromAcceptLanguage(req.headers['accept-language']);

/**
 * One source's fields (query string, form or multipart body): `serviceIds[]=1&serviceIds[]=2` (and a single
 * `serviceIds[]=1`) become the list `serviceIds: ['1', '2']`; any other field sent more than once becomes a
 * RepeatedValue, which a reader takes as one value only when every copy is the same.
 */
export function normalizeValues(raw: Record<string, unknown>, repeatedAreCopies = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const existing = out[name];
      const list = Array.isArray(value) ? value : [value];
      out[name] = Array.isArray(existing) ? [...existing, ...list] : list;
    } else {
      out[key] = repeatedAreCopies && Array.isArray(value) ? new RepeatedValue(value) : value;
    }
  }
  return out;
}

/** Query, body and path fields as one set; a field named in more than one of them is a RepeatedValue. */
export function mergeSources(...sources: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (!(key in merged)) {
        merged[key] = value;
        continue;
      }
      const copies = (v: unknown) => (v instanceof RepeatedValue ? v.copies : [v]);
      merged[key] = new RepeatedValue([...copies(merged[key]), ...copies(value)]);
    }
  }
  return merged;
}

/** The row's header inputs that came with the request, as fields (see RestRoute.headerInputs). */
function headerValues(req: FastifyRequest, headerInputs: Readonly<Record<string, string>> = {}): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [header, field] of Object.entries(headerInputs)) {
    const value = req.headers[header.toLowerCase()];
    if (value !== undefined) fields[field] = Array.isArray(value) ? new RepeatedValue(value) : value;
  }
  return fields;
}

async function readInput(req: FastifyRequest, headerInputs?: Readonly<Record<string, string>>): Promise<RestInput> {
  const files: UploadedFile[] = [];
  let body: Record<string, unknown> = {};
  if (req.isMultipart?.()) {
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (data.length > 0) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        } else {
          const existing = fields[part.fieldname];
          fields[part.fieldname] = existing === undefined ? part.value : [...(Array.isArray(existing) ? existing : [existing]), part.value];
        }
      }
    } catch (error) {
      // A file over the size limit is kept as a refused (empty, tooLarge) file, so the call answers its own 400.
      const tooLarge = error as { code?: string; part?: { fieldname?: string; filename?: string; mimetype?: string } };
      // Any other multipart failure (truncated body, too many files or fields) is bad input, not a server error.
      if (tooLarge.code !== 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.generic.invalidInput);
      const { fieldname = 'imageFile', filename = '', mimetype = '' } = tooLarge.part ?? {};
      files.push({ field: fieldname, filename, mimetype, data: Buffer.alloc(0), tooLarge: true });
    }
    body = normalizeValues(fields);
  } else if (req.body !== undefined && req.body !== null) {
    // A JSON body is one object of fields; a list or a bare value is not a call's input.
    if (typeof req.body !== 'object' || Array.isArray(req.body)) throw badRequest(messages.generic.invalidInput);
    const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    // In a form a repeated field is a copy; in JSON an array is the value that was sent.
    body = normalizeValues(req.body as Record<string, unknown>, form);
  }
  const values = mergeSources(
    normalizeValues((req.query ?? {}) as Record<string, unknown>),
    body,
    (req.params ?? {}) as Record<string, unknown>,
    headerValues(req, headerInputs),
  );
  return { values: new RestValues(values), files };
}

/** A success as it goes on the wire. */
interface SentAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** Registers every route of the table under /api, each calling its procedure through a tRPC caller. */
export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: RestRoute[]): Promise<void> {
  await app.register(async (scope) => {
    // Bodies the parsers refuse (malformed JSON, too large, unknown type) get the REST envelope and status mapping
    // too; set before the routes, which take the error handler in force when they are built.
    scope.setErrorHandler((error: { statusCode?: number; code?: string }, req, reply) => {
      if (isDatabaseUnavailable(error)) {
        const { status, body } = errorEnvelope(error, languageOf(req));
        return reply.status(status).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
      }
      const errCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (errCode === 500) req.log.error({ err: error }, 'REST request failed');
      const message = refusedRequestMessage(errCode, error);
      return reply.status(restHttpStatus(errCode)).send(failureBody(errCode, translateMessage(message, languageOf(req))));
    });

    for (const def of routes) {
      // The body as sent (the envelope, or the bare value of a row that answers one) and the headers beside it.
      const answer = (result: unknown, language: Language): SentAnswer => {
        const { headers = {}, noMessageField, ...presented } = def.present ? def.present(result as never, language) : { data: result };
        const shown = withAbsoluteImages(presented, deps.config.publicUrl);
        const envelope = () => {
          const { message, ...rest } = okEnvelope(shown.data ?? null, shown.top, shown.message, language);
          return noMessageField ? rest : { message, ...rest };
        };
        const body = def.bare ? (shown.data ?? null) : envelope();
        return { body: Buffer.from(JSON.stringify(body)), headers };
      };
      const send = (reply: FastifyReply, sent: SentAnswer) =>
        reply.headers(sent.headers).type('application/json; charset=utf-8').send(sent.body);
      scope.route({
        method: def.method,
        url: `/api${def.path}`,
        handler: async (req, reply) => {
          try {
            const request = await createContext(deps, req.headers.authorization, req.ip, req.headers['accept-language']);
            // The access policy of the row's procedure before its input is read: a caller it refuses hears 401 or 403,
            // never a validation message. The procedure checks again, with the user read here.
            const user = await checkAccess(request, def.gate ?? def.procedure);
            const ctx = user ? { ...request, sessionUser: user } : request;
            const input = await readInput(req, def.headerInputs);
            // A cached read's answer comes from the read cache inside the procedure, as on /trpc (docs/decisions/008).
            return send(reply, answer(await def.call(createCaller(ctx), input, ctx), languageOf(req)));
          } catch (error) {
            const { status, body } = errorEnvelope(error, languageOf(req));
            if (status === 503) {
              req.log.warn({ err: error, route: def.path }, 'REST call met an unavailable database');
              reply.header('retry-after', String(RETRY_AFTER_SECONDS));
            } else if (status >= 500) req.log.error({ err: error, route: def.path }, 'REST call failed');
            return reply.status(status).send(body);
          }
        },
      });
    }
  });
}
