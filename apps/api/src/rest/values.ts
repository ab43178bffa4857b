import { messages } from '@hairsalon/shared';
import { badRequest } from '../errors.js';

/**
 * Readers of REST input values (issue 8 item 8, issue 11 item 6). Query strings and forms carry text, JSON may
 * carry numbers and booleans; each reader takes only a single value of its type, so `true`, `[3]` or `{}` never
 * become an id or a name. The procedure's zod schema then checks the value itself (range, pattern, required).
 */

/** A field sent more than once: repeated in a query string or form, or named in both the query and the body. */
export class RepeatedValue {
  constructor(readonly copies: unknown[]) {}
}

type Scalar = string | number | boolean;

/** A whole number's text: decimal digits, an optional minus (the procedure judges the range). */
const INTEGER_TEXT = /^-?\d+$/;
/** A price's text: a whole number, optionally a point and decimal digits. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** The number a text is, when it is written the way `pattern` allows; NaN (refused by the procedure) otherwise. */
const numberFromText = (text: string, pattern: RegExp) => (pattern.test(text) ? Number(text) : Number.NaN);

const refuse = (name: string, message: string) => badRequest(message, { [name]: message });
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

export class RestValues {
  constructor(
    private readonly values: Record<string, unknown>,
    /** prefix of field names in messages, e.g. 'arrSchedule[0].' */
    private readonly prefix = '',
  ) {}

  private label(name: string) {
    return `${this.prefix}${name}`;
  }

  /** True when the field was sent with something other than nothing. */
  has(name: string): boolean {
    const v = this.values[name];
    return v !== undefined && v !== null && v !== '';
  }

  /**
   * The one value of a field: copies of a repeated field must agree; lists and objects are not single values.
   * undefined when absent, null or empty (so the procedure answers its "required" message).
   */
  private single(name: string, notSingle: string): Scalar | undefined {
    let v = this.values[name];
    if (v instanceof RepeatedValue) {
      // null (JSON) counts as not sent; an empty copy is a value like any other ('' and '3' differ).
      const copies = v.copies.filter((c) => c !== undefined && c !== null);
      if (!copies.every(isScalar)) throw refuse(this.label(name), notSingle);
      if (new Set(copies.map(String)).size > 1) throw refuse(this.label(name), messages.input.conflicting(this.label(name)));
      v = copies[0];
    }
    if (v === undefined || v === null || v === '') return undefined;
    if (!isScalar(v)) throw refuse(this.label(name), notSingle);
    return v;
  }

  /** Text; a number is taken as its digits (a phone number or a month sent as JSON number). */
  text(name: string): string | undefined {
    const message = messages.input.notText(this.label(name));
    const v = this.single(name, message);
    if (typeof v === 'boolean') throw refuse(this.label(name), message);
    return v === undefined ? undefined : String(v);
  }

  /** Text of an optional field where an empty value was sent on purpose (an empty header): '' for the procedure to refuse. */
  textOrEmpty(name: string): string | undefined {
    return this.values[name] === '' ? '' : this.text(name);
  }

  /**
   * A whole number (ids, epoch-ms dates, points, pages): a JSON number as sent, text (a query string, a form,
   * multipart) only as plain decimal digits, as strictly as /trpc takes numbers: `0x10`, ` 7`, `1e3`, `1.0`, `+7`
   * are not read as 16, 7, 1000 or 1 but become NaN, which the procedure refuses with the field's own message.
   * Leading zeros are harmless decimal digits (`07` is 7), as a form's text field may send them.
   */
  number(name: string): number | undefined {
    return this.numeric(name, INTEGER_TEXT);
  }

  /** A number that may have a fraction (a price, an amount in dollars): as `number`, with `.` and digits after it. */
  decimal(name: string): number | undefined {
    return this.numeric(name, DECIMAL_TEXT);
  }

  private numeric(name: string, pattern: RegExp): number | undefined {
    const message = messages.input.notNumber(this.label(name));
    const v = this.single(name, message);
    if (typeof v === 'boolean') throw refuse(this.label(name), message);
    return typeof v === 'string' ? numberFromText(v, pattern) : v;
  }

  /** true/false, also as text ('true', 'false', '1', '0'). */
  bool(name: string): boolean | undefined {
    const message = messages.input.notBoolean(this.label(name));
    const v = this.single(name, message);
    if (v === undefined) return undefined;
    if (v === true || v === 'true' || v === '1' || v === 1) return true;
    if (v === false || v === 'false' || v === '0' || v === 0) return false;
    throw refuse(this.label(name), message);
  }

  /** A list of whole numbers (serviceIds), each read as `number` reads one. */
  numbers(name: string): number[] {
    return this.list(name).map((item) => (typeof item === 'string' ? numberFromText(item, INTEGER_TEXT) : item));
  }

  /** A list of single values: `name[]` fields, a repeated field, a JSON array, or one value (a list of one). */
  list(name: string): Array<string | number> {
    const message = messages.input.notList(this.label(name));
    const v = this.values[name];
    if (v === undefined || v === null || v === '') return [];
    // A comma list ("1,2") is a list too; its items are read as they are, spaces and all.
    const items = v instanceof RepeatedValue ? v.copies : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
    if (!items.every((item) => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)))) {
      throw refuse(this.label(name), message);
    }
    return items as Array<string | number>;
  }

  /** A JSON list of objects (create-schedule's arrSchedule), each read with the same rules. */
  entries(name: string): RestValues[] {
    const v = this.values[name];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || !v.every((e) => e !== null && typeof e === 'object' && !Array.isArray(e))) {
      throw refuse(this.label(name), messages.input.notEntries(this.label(name)));
    }
    return v.map((e: Record<string, unknown>, i) => new RestValues(e, `${this.label(name)}[${i}].`));
  }
}

/**
 * Optional paging of a REST list (`page`, `limit`): without either the whole list comes back, as a spec client
 * that pages by itself expects (issue 11 items 2 and 9).
 */
export function pagingOf(values: RestValues): { page: number; limit?: number; all?: boolean } {
  if (values.bool('all') || (!values.has('page') && !values.has('limit'))) return { page: 1, all: true };
  const limit = values.number('limit');
  return { page: values.number('page') ?? 1, ...(limit === undefined ? {} : { limit }) };
}

/** Paging facts at the top level of a paged list's answer. */
export const pagingTop = (result: { total: number; page: number; pageSize: number }) => ({
  total: result.total,
  page: result.page,
  limit: result.pageSize,
});

/** The header a bare list answers its total in (the users list: the body is the page itself). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The optional `locationId` of a REST call that filters by location (issue 24: stylists, schedules, bookings,
 * dashboard totals), read as a number like any id; absent, the call is about the first location, as the spec's
 * paths always were.
 */
export function optionalLocation(values: RestValues): { locationId?: number } {
  const locationId = values.number('locationId');
  return locationId === undefined ? {} : { locationId };
}
