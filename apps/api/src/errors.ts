import { isDatabaseUnavailable } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';

/**
 * The small set of domain errors (CONVENTIONS). A DomainError IS a TRPCError, so tRPC keeps its code,
 * and the REST adapter maps the code to ARCHITECTURE §1a's HTTP status and envelope.
 */
export type DomainErrorCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export class DomainError extends TRPCError {
  constructor(
    code: DomainErrorCode,
    message: string,
    /** field → message, for validation errors */
    readonly fields?: Record<string, string>,
    /**
     * A business refusal (the account is inactive, not your completed booking) rather than an access check:
     * tRPC keeps the code, the REST adapter answers it like any other refusal (ARCHITECTURE §1a as amended).
     */
    readonly refusal = false,
  ) {
    super({ code, message });
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new DomainError('BAD_REQUEST', message, fields);
export const unauthorized = (message: string) => new DomainError('UNAUTHORIZED', message);
/** Wrong role or not the owner: an access check. */
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
/** Not allowed by a business rule, whoever asks (FORBIDDEN for tRPC; a readable refusal on the REST paths). */
export const refused = (message: string) => new DomainError('FORBIDDEN', message, undefined, true);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const tooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);

/** HTTP status for a tRPC error code, as ARCHITECTURE §1a lists them. */
export const httpStatusByCode: Record<string, number> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 400,
  METHOD_NOT_SUPPORTED: 405,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Seconds a client (or nginx, which tries another instance at once) is told to wait after a 503: the database was
 * lost or slow, which a failover or a restart mends in seconds (docs/decisions/024).
 */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The error a request answers when the database could not be reached or did not answer in time: 503 with
 * Retry-After ("try again, or another instance"), never 500, which is for bugs. Anything else is returned as it is.
 */
export function unavailableOr<E>(error: E): E | TRPCError {
  if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') return error;
  return isDatabaseUnavailable(error)
    ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: messages.generic.unavailable, cause: error })
    : error;
}
