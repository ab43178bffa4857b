import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from './caller.js';
import { createContext } from './context.js';
import type { AppDeps } from './deps.js';
import { type PublicRead, publicReadOf } from './public-reads.js';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** What a fast read's answer depends on: tRPC's own two, and the language asked for (varyByLanguage below). */
const FAST_READ_VARY = 'trpc-accept, accept, accept-language';

type ProcedureCall = (input: unknown) => Promise<unknown>;

/** The caller's procedure at a dotted path ('service.list'). */
function procedureAt(caller: ReturnType<typeof createCaller>, path: string): ProcedureCall {
  const [area = '', name = ''] = path.split('.');
  return (caller as unknown as Record<string, Record<string, ProcedureCall>>)[area]?.[name] as ProcedureCall;
}

/** One public read of a call: its procedure, input, and cache key after the language (`allcode.getByType {"type":"TIME"}`). */
interface FastRead {
  procedure: string;
  read: PublicRead;
  input: unknown;
  key: string;
}

/** A GET to /trpc whose every procedure is a public read, as parsed from its URL. */
interface FastCall {
  batch: boolean;
  reads: FastRead[];
}

/**
 * The call a /trpc URL makes, or null when it is not only public reads (or not a well-formed one). The web app asks
 * for the same few URLs again and again, so what a URL parses to is kept (up to PARSED_URLS of them).
 */
function parseFastCall(path: string, query: Record<string, unknown>): FastCall | null {
  const batch = query.batch === '1';
  const procedures = batch ? path.split(',') : [path];
  if (query.input !== undefined && typeof query.input !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = typeof query.input === 'string' && query.input !== '' ? JSON.parse(query.input) : undefined;
  } catch {
    return null;
  }
  if (batch && parsed !== undefined && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) return null;
  const reads: FastRead[] = [];
  for (const [index, procedure] of procedures.entries()) {
    const read = publicReadOf(procedure);
    if (!read) return null;
    const input = batch ? (parsed as Record<string, unknown> | undefined)?.[index] : parsed;
    reads.push({ procedure, read, input, key: `${procedure} ${JSON.stringify(input) ?? ''}` });
  }
  return { batch, reads };
}

const PARSED_URLS = 1000;

/**
 * The web app's public reads on /trpc, answered from the read cache (docs/decisions/008-read-cache.md) without the
 * tRPC fetch adapter: a GET (batched as httpBatchLink sends it, or single) whose every procedure is a public read gets
 * the answers tRPC would give, as tRPC writes them. Anything else, and every call that fails, goes on to tRPC
 * untouched, which answers it (and its errors) itself.
 */
export function fastTrpcReads(deps: AppDeps) {
  const parsedUrls = new Map<string, FastCall | null>();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' || !deps.readCache.enabled || req.headers['trpc-accept'] !== undefined) return;
    let call = parsedUrls.get(req.url);
    if (call === undefined) {
      const path = (req.params as { path?: unknown }).path;
      if (typeof path !== 'string') return;
      call = parseFastCall(path, req.query as Record<string, unknown>);
      // A bounded memory: past the bound it starts again (the web app's URLs come back at once).
      if (parsedUrls.size >= PARSED_URLS) parsedUrls.clear();
      parsedUrls.set(req.url, call);
    }
    if (call === null) return;

    const ctx = await createContext(deps, req.headers.authorization, req.ip, req.headers['accept-language']);
    if (call.reads.some(({ read }) => read.sharedBy && !read.sharedBy(ctx))) return;
    const answers: Buffer[] = [];
    try {
      for (const { procedure, read, input, key } of call.reads) {
        answers.push(
          await deps.readCache.get(`trpc ${ctx.language} ${key}`, read.tables, async () => {
            const data = await procedureAt(createCaller(ctx), procedure)(input);
            return { value: Buffer.from(JSON.stringify({ result: { data } })), validUntil: read.validUntil?.(data) };
          }),
        );
      }
    } catch {
      // A refusal or a failure: tRPC answers it, with its own error shape and status.
      return;
    }
    const body = call.batch ? Buffer.concat(answers.flatMap((answer, i) => [i === 0 ? OPEN : COMMA, answer]).concat(CLOSE)) : answers[0];
    // A Buffer goes out as is, with tRPC's own content type (a string would get a charset added).
    return reply.header('vary', FAST_READ_VARY).header('content-type', 'application/json').send(body);
  };
}

/** `vary` with accept-language added, unless it names it already. */
function withLanguage(vary: string): string {
  if (vary.toLowerCase().includes('accept-language')) return vary;
  return vary ? `${vary}, accept-language` : 'accept-language';
}

/**
 * onSend for /trpc: every answer says it depends on the language asked for (its messages are in it), as the fast
 * reads above do. tRPC's own answers (a Response, whose headers Fastify copies over the reply's) name only
 * trpc-accept and accept. A callback hook: it runs on every /trpc answer and has nothing to await.
 */
export function varyByLanguage(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (payload instanceof Response) {
    payload.headers.set('vary', withLanguage(payload.headers.get('vary') ?? ''));
  } else {
    const header = reply.getHeader('vary');
    reply.header('vary', withLanguage(Array.isArray(header) ? header.join(', ') : header === undefined ? '' : String(header)));
  }
  done(null, payload);
}
