/**
 * How deeply a request's JSON may nest (objects and lists inside each other; `{}` is 1, `{"a":[]}` is 2). No call
 * takes more than a few levels (create-schedule's `{ arrSchedule: [{ … }] }` is the deepest, 3); 32 leaves room for
 * any client's extra fields, while a few thousand levels overflow the call stack of whatever walks the value
 * recursively (JSON.stringify of a cache key or a log line, a validator), which answered 500 (issue 20 item 3).
 */
export const MAX_INPUT_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]

/**
 * True when JSON text nests deeper than `max`: one pass over the characters (brackets inside strings do not count),
 * no recursion and no parse, so it runs before anything else reads the text. Malformed text is left to the parser.
 */
export function jsonTextTooDeep(text: string, max = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** A plain object or a list: what JSON nests. Anything else (a Buffer of an uploaded file, a Date) is a leaf. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True when a parsed value nests deeper than `max` plain objects and lists: an explicit stack instead of recursion,
 * and it stops at the first container past the limit, so no input can make it overflow the call stack.
 */
export function valueTooDeep(value: unknown, max = MAX_INPUT_DEPTH): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (!isContainer(next.value)) continue;
    if (next.depth > max) return true;
    for (const child of Array.isArray(next.value) ? next.value : Object.values(next.value)) {
      if (isContainer(child)) stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}
