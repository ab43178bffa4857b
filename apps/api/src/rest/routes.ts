import type { Language } from '@hairsalon/shared';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type Access, accessPolicy, type ProcedurePath } from '../access-policy.js';
import type { Caller } from '../caller.js';
import type { AppContext } from '../context.js';
import type { AppRouter } from '../routers/index.js';
import type { RestValues } from './values.js';

export type { Caller };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the spec's client sends the input (JSON bodies are always accepted as well). */
export type Encoding = 'query' | 'json' | 'form' | 'multipart';

export interface RestInput {
  /** query, body and path parameters, read one field at a time with the type each expects */
  values: RestValues;
  files: UploadedFile[];
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  /** Over MAX_UPLOAD_BYTES: `data` is empty and the call must refuse the file. */
  tooLarge?: boolean;
}

export interface Presented {
  /** fields the spec names at top level (e.g. login's accessToken, a profile's fields); also under data */
  top?: object;
  /** the payload; on a row that answers a bare value (`bare`), the whole body */
  data?: unknown;
  message?: string;
  /**
   * The success carries no `message` field (errMessage and errMsg still say what happened): for a call whose original
   * client shows any `message` as an error toast, as spec §7's calculate-salary ("reads message") does.
   */
  noMessageField?: boolean;
  /** headers sent with the answer (each named in the row's `bare.headers` so the API docs and CORS show it) */
  headers?: Record<string, string>;
}

/**
 * A path whose answer spec §7 does not describe ("Response shapes beyond the fields named: not shown"), which a client
 * written against the original system reads as the original answered it: the value itself, not the envelope
 * (ARCHITECTURE §1a). Its refusals (401, 403, validation, …) keep the envelope.
 */
export interface BareAnswer {
  /** a JSON array of records, or one JSON number */
  shape: 'list' | 'number';
  /** headers sent beside the value, name → what it says (the API docs show them; CORS lets other origins read them) */
  headers?: Readonly<Record<string, string>>;
}

/** One call of spec §7: the single table the REST adapter is registered from (and the contract test walks). */
export interface RestRoute {
  method: HttpMethod;
  /** path under /api, e.g. '/login', '/reset-password/:token' */
  path: string;
  encoding: Encoding;
  summary: string;
  /**
   * The tRPC procedure the row calls (e.g. 'auth.login'): who may call the row is that procedure's access policy
   * (access-policy.ts), checked before the input is read, and the API docs take its input schema from it.
   */
  procedure: ProcedurePath;
  /**
   * Request headers the row reads as input fields, header name → field (e.g. `Idempotency-Key` → idempotencyKey): one
   * more source of the field, so a header and a body field that disagree are refused like any field sent twice. Pages
   * on the origins in CORS_ORIGINS may send them, and the API docs list them as header parameters.
   */
  headerInputs?: Readonly<Record<string, string>>;
  /** Fields of that input the row may go without (it then calls another procedure): the API docs show them optional. */
  optionalInputs?: readonly string[];
  /**
   * For a row that calls one of two procedures depending on its input: the one whose access policy is checked before
   * the input is read (the wider of the two); the other still checks its own when called.
   */
  gate?: ProcedurePath;
  call(caller: Caller, input: RestInput, ctx: AppContext): Promise<unknown>;
  /** Shapes the success envelope in the caller's language (Accept-Language); default: the result under data. */
  present?(result: never, language: Language): Presented;
  /** Set on the paths that answer the value itself (`data` of `present`) instead of the envelope. */
  bare?: BareAnswer;
}

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterOutputs = inferRouterOutputs<AppRouter>;
type Area<P> = P extends `${infer A}.${string}` ? A & keyof RouterInputs : never;
type Name<P> = P extends `${string}.${infer N}` ? N : never;
/** The input a procedure takes, by its dotted path. */
type InputOf<P extends ProcedurePath> = RouterInputs[Area<P>][Name<P> & keyof RouterInputs[Area<P>]];
/** What a procedure answers, by its dotted path. */
type OutputOf<P extends ProcedurePath> = RouterOutputs[Area<P>][Name<P> & keyof RouterOutputs[Area<P>]];

/** How a row reads one input field: the RestValues reader of that name (the procedure then checks the value). */
export type FieldReader = 'text' | 'textOrEmpty' | 'number' | 'decimal' | 'numbers' | 'bool';
/** A row's input as fields of its procedure's input, each with its reader. */
export type FieldReaders<P extends ProcedurePath> = { readonly [K in keyof NonNullable<InputOf<P>>]?: FieldReader };

/** Reads the named fields, each with its reader: the input a row with `fields` passes to its procedure. */
export function readFields(values: RestValues, fields: Readonly<Record<string, FieldReader>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, reader] of Object.entries(fields)) input[name] = values[reader](name);
  return input;
}

/** Calls a procedure of the caller by its dotted path ('salary.calculate'). */
function callByPath(caller: Caller, procedure: ProcedurePath, input: unknown): Promise<unknown> {
  const [area = '', name = ''] = procedure.split('.');
  // The caller is tRPC's proxy of the router: typed per path, so a path chosen at run time is reached untyped.
  const areaCalls = (caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[area];
  const call = areaCalls?.[name];
  if (!call) throw new Error(`No procedure ${procedure}`);
  return call(input);
}

type RowBase = Omit<RestRoute, 'call' | 'present' | 'procedure'>;

/**
 * Keeps the table typed per route while storing it as one list. A row either says how it calls (`call`, for rows
 * that compute their input or call one of two procedures), or names the fields it passes to its procedure
 * (`fields`, each read by its reader): the procedure is then named once, and its answer types `present`.
 */
export function route<P extends ProcedurePath>(
  def: RowBase & {
    procedure: P;
    fields: FieldReaders<P>;
    present?(result: OutputOf<P>, language: Language): Presented;
  },
): RestRoute;
export function route<R>(
  def: RowBase & {
    procedure: ProcedurePath;
    call(caller: Caller, input: RestInput, ctx: AppContext): Promise<R>;
    present?(result: R, language: Language): Presented;
  },
): RestRoute;
export function route(
  def: RowBase & { procedure: ProcedurePath; fields?: Readonly<Record<string, FieldReader>>; call?: RestRoute['call'] },
): RestRoute {
  const { fields, ...row } = def;
  if (fields === undefined) return row as RestRoute;
  return { ...row, call: (caller, { values }) => callByPath(caller, def.procedure, readFields(values, fields)) } as RestRoute;
}

/** Who may call a row: the access policy of the procedure it calls (or of the one it names as its gate). */
export function accessOf(route: Pick<RestRoute, 'procedure' | 'gate'>): Access {
  return accessPolicy[route.gate ?? route.procedure].access;
}
