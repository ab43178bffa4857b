import type { RoleId } from '@hairsalon/shared';
import type { Caller } from '../caller.js';
import type { AppContext } from '../context.js';
import type { RestValues } from './values.js';

export type { Caller };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the spec's client sends the input (JSON bodies are always accepted as well). */
export type Encoding = 'query' | 'json' | 'form' | 'multipart';
export type Access = 'public' | 'signed-in' | readonly RoleId[];

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
  data?: unknown;
  message?: string;
}

/** One call of spec §7: the single table the REST adapter is registered from (and the contract test walks). */
export interface RestRoute {
  method: HttpMethod;
  /** path under /api, e.g. '/login', '/reset-password/:token' */
  path: string;
  encoding: Encoding;
  access: Access;
  summary: string;
  /** The tRPC procedure the row calls (e.g. 'auth.login'): the API docs take its input schema from it. */
  procedure?: string;
  call(caller: Caller, input: RestInput, ctx: AppContext): Promise<unknown>;
  /** Shapes the success envelope; default: the result under data. */
  present?(result: never): Presented;
}

/** Keeps the table typed per route while storing it as one list. */
export function route<R>(
  def: Omit<RestRoute, 'call' | 'present'> & {
    call(caller: Caller, input: RestInput, ctx: AppContext): Promise<R>;
    present?(result: R): Presented;
  },
): RestRoute {
  return def as RestRoute;
}
