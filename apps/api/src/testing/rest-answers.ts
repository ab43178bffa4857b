import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

interface RefusalBody {
  errCode: number;
  success: boolean;
  errMessage: string;
  errMsg: string;
  message: string;
  errors?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * A business refusal as the REST adapter answers one (ARCHITECTURE §1a as amended): HTTP 200 so a spec client
 * reads it, success false, errCode the would-be status (400, 404, 409, …), the message in all three fields.
 */
export function expectRefusal(res: Answer, errCode?: number, message?: string): RefusalBody {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as RefusalBody;
  expect(body.success).toBe(false);
  expect(body.errCode).toBeGreaterThanOrEqual(400);
  expect(body.errCode).toBeLessThan(500);
  if (errCode !== undefined) expect(body.errCode).toBe(errCode);
  expect(body.errMsg).toBe(body.errMessage);
  expect(body.message).toBe(body.errMessage);
  if (message !== undefined) expect(body.errMessage).toBe(message);
  return body;
}

/** A successful REST answer: HTTP 200, errCode 0; returns the body. */
export function expectSuccess<T = Record<string, unknown>>(res: Answer): T & { data: unknown; message: string } {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as T & { errCode: number; success: boolean; data: unknown; message: string };
  expect(body.errCode, res.body).toBe(0);
  expect(body.success).toBe(true);
  return body;
}

/**
 * A successful answer of a path that answers the value itself (spec §7 names no field: the original's bare list or
 * number, issue 20 item 5): HTTP 200, the body the value with no envelope around it; returns it.
 */
export function expectBareList<T = Record<string, unknown>>(res: Answer): T[] {
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json();
  expect(Array.isArray(value), res.body).toBe(true);
  return value as T[];
}

/** A successful bare number (a dashboard total): see expectBareList. */
export function expectBareNumber(res: Answer): number {
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json();
  expect(typeof value, res.body).toBe('number');
  return value as number;
}
