import { DEFAULT_LANGUAGE, type Language, messages, translateFieldErrors, translateMessage } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import { DomainError, httpStatusByCode, unavailableOr } from '../errors.js';
import { validationFailure } from '../lib/validation.js';

/**
 * The REST envelope (ARCHITECTURE §1a as amended by issue 11): what a client written from the spec reads.
 *
 * Success: HTTP 200, `errCode: 0`, `success: true`, the message in `message`, `errMessage` and `errMsg` alike,
 * the fields the spec names at top level, the payload under `data`.
 * Refusal: `errCode` is the would-be HTTP status (400 bad input, 404 not found, 409 conflict, …), `success:
 * false`, the message in `errMessage`, `errMsg` and `message`; validation adds `errors` (the messages as one text
 * a client can show) and `fieldErrors` (field → message). Business refusals answer HTTP 200 so that a spec
 * client reads them from a 2xx body; 401 (no or expired token: the client refreshes), 403 (wrong role or not
 * the owner), 429 and 5xx keep their status.
 */
export interface RestSuccess {
  errCode: 0;
  success: true;
  /** absent on a call whose client reads any message as an error (Presented.noMessageField) */
  message?: string;
  errMessage: string;
  errMsg: string;
  data: unknown;
  [field: string]: unknown;
}

export interface RestFailure {
  errCode: number;
  success: false;
  errMessage: string;
  errMsg: string;
  message: string;
  /** every validation message, one per line */
  errors?: string;
  /** field → message, for validation errors */
  fieldErrors?: Record<string, string>;
}

/** Statuses a refusal keeps on the wire: the session, access and rate-limit answers a client acts on, and server errors. */
export const KEPT_HTTP_STATUSES = [401, 403, 429] as const;

/** The HTTP status a failure with this errCode is sent with (a business refusal: 200). */
export function restHttpStatus(errCode: number, businessRefusal = false): number {
  if (errCode >= 500) return errCode;
  if (errCode === 403 && businessRefusal) return 200;
  return (KEPT_HTTP_STATUSES as readonly number[]).includes(errCode) ? errCode : 200;
}

/** The status mapping as the API docs show it; each row's HTTP status is computed by restHttpStatus, so it cannot drift. */
export const STATUS_MAPPING: ReadonlyArray<{ situation: string; errCode: number; businessRefusal?: boolean; note: string }> = [
  { situation: 'Success', errCode: 0, note: 'success true; the message in message, errMessage and errMsg' },
  { situation: 'Bad input or a validation message', errCode: 400, note: 'errors: the messages as one text; fieldErrors: field → message' },
  { situation: 'Wrong email or password', errCode: 400, note: 'a refusal, not 401: a 401 would make the client refresh its session' },
  { situation: 'Not found (a service, user, booking…)', errCode: 404, note: '' },
  { situation: 'Conflict: a slot just taken, an email already registered', errCode: 409, note: '' },
  {
    situation: 'Refused by a rule: an inactive account, changing your own status, feedback on a booking that is not yours and complete',
    errCode: 403,
    businessRefusal: true,
    note: '',
  },
  { situation: 'A file or body over the size limit', errCode: 413, note: '' },
  {
    situation: 'No, expired or invalid access token',
    errCode: 401,
    note: 'the client refreshes (POST /api/refresh-token) and retries once',
  },
  {
    situation:
      'A refresh token that is unknown, expired, or used again after the reuse window of REFRESH_REUSE_WINDOW_SECONDS (POST /api/refresh-token, or POST /api/login with one)',
    errCode: 401,
    note: 'the session has ended: the client signs in again',
  },
  { situation: 'Wrong role, or not the owner', errCode: 403, note: '' },
  { situation: 'Too many attempts (login, forgot password, booking)', errCode: 429, note: 'try again after a minute' },
  { situation: 'Server error', errCode: 500, note: "message 'Server Error', never a stack trace" },
  {
    situation: 'The database could not be reached or did not answer in time',
    errCode: 503,
    note: 'Retry-After: 2; a proxy tries another instance for a read, a client sends again (a booking with its Idempotency-Key)',
  },
];

/** HTTP status of a mapping row. */
export const mappedHttpStatus = (row: { errCode: number; businessRefusal?: boolean }) =>
  row.errCode === 0 ? 200 : restHttpStatus(row.errCode, row.businessRefusal);

/** The success envelope; `message` (English, the spec's) is answered in `language`. */
export function okEnvelope(
  data: unknown,
  top: object = {},
  english: string = messages.generic.ok,
  language: Language = DEFAULT_LANGUAGE,
): RestSuccess {
  const message = translateMessage(english, language);
  // The envelope's own fields come last: no top-level field of a payload can replace them.
  return { ...top, errCode: 0, success: true, message, errMessage: message, errMsg: message, data };
}

export function failureBody(errCode: number, message: string, fields?: Record<string, string>): RestFailure {
  const texts = fields ? [...new Set(Object.values(fields))] : [];
  return {
    errCode,
    success: false,
    errMessage: message,
    errMsg: message,
    message,
    ...(texts.length > 0 ? { errors: texts.join('\n'), fieldErrors: fields } : {}),
  };
}

export interface ErrorEnvelope {
  /** the HTTP status to send */
  status: number;
  body: RestFailure;
}

/**
 * Maps any error to the failure envelope, its messages in `language` (the spec's English by default); never a stack
 * trace, never a 500 for bad input.
 */
export function errorEnvelope(thrown: unknown, language: Language = DEFAULT_LANGUAGE): ErrorEnvelope {
  // A lost or slow database is 503 (try again, or another instance) wherever it was met, the access check included.
  const error = unavailableOr(thrown);
  const trpc = error instanceof TRPCError ? error : null;
  const failure = validationFailure(error);
  const errCode = trpc ? (httpStatusByCode[trpc.code] ?? 500) : 500;
  const message =
    failure?.message ??
    (errCode === 503
      ? messages.generic.unavailable
      : errCode >= 500
        ? messages.generic.serverError
        : (trpc?.message ?? messages.generic.unknown));
  const fields = error instanceof DomainError ? error.fields : failure?.fields;
  const refusal = error instanceof DomainError && error.refusal;
  const body = failureBody(errCode, translateMessage(message, language), fields && translateFieldErrors(fields, language));
  return { status: restHttpStatus(errCode, refusal), body };
}

/**
 * The message of a request refused before any call read it (the body parsers): a JSON or form body over the body limit
 * says that limit; any other 413 is a file's; a server error is one; anything else is bad input.
 */
export function refusedRequestMessage(errCode: number, error: { code?: string }): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return messages.generic.bodyTooLarge;
  if (errCode === 413) return messages.generic.fileTooLarge;
  return errCode >= 500 ? messages.generic.serverError : messages.generic.invalidInput;
}
