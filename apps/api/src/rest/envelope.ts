import { messages } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import { DomainError, httpStatusByCode } from '../errors.js';
import { validationFailure } from '../lib/validation.js';

/** ARCHITECTURE §1a success envelope: errCode 0, success true, named fields at top level, payload under data. */
export function okEnvelope(data: unknown, top: Record<string, unknown> = {}, message?: string) {
  return { errCode: 0, success: true, ...(message ? { message, errMessage: '', errMsg: '' } : {}), ...top, data };
}

export interface ErrorEnvelope {
  status: number;
  body: {
    errCode: number;
    success: false;
    errMessage: string;
    errMsg: string;
    message: string;
    errors?: Record<string, string>;
  };
}

/** Maps any error to ARCHITECTURE §1a's failure envelope; never a stack trace, never a 500 for bad input. */
export function errorEnvelope(error: unknown): ErrorEnvelope {
  const trpc = error instanceof TRPCError ? error : null;
  const failure = validationFailure(error);
  const status = trpc ? (httpStatusByCode[trpc.code] ?? 500) : 500;
  const message = failure?.message ?? (status === 500 ? messages.generic.serverError : (trpc?.message ?? messages.generic.unknown));
  const errors = error instanceof DomainError ? error.fields : failure?.fields;
  return {
    status,
    body: { errCode: status, success: false, errMessage: message, errMsg: message, message, ...(errors ? { errors } : {}) },
  };
}
