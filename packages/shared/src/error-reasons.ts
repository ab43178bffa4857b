import { messages } from './messages.js';

/**
 * Stable reason codes for refusals, so a client branches on `error.data.reason` (e.g. 'payment.refunded',
 * 'booking.slotTaken') instead of comparing message texts. A reason is the message's path in `messages`; messages
 * built from values (e.g. tooManyHolds(2)) are matched through their template with sample values.
 */
let byText: Map<string, string> | undefined;

function index(): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!map.has(node)) map.set(node, path);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(messages, '');
  return map;
}

/** The message-valued functions a refusal may use, by reason: each is tried against the text. */
const TEMPLATED: { reason: string; matches: (text: string) => boolean }[] = [
  { reason: 'booking.tooManyHolds', matches: (text) => sameShape(text, messages.booking.tooManyHolds(7)) },
  { reason: 'booking.pointsNotEnough', matches: (text) => sameShape(text, messages.booking.pointsNotEnough(7)) },
];

/** True when `text` is `sample` with its numbers replaced by other numbers. */
function sameShape(text: string, sample: string): boolean {
  const pattern = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/7/g, '\\d+');
  return new RegExp(`^${pattern}$`).test(text);
}

/** The reason code of a refusal's message, or null for a message that is not one of ours. */
export function messageReason(text: string): string | null {
  byText ??= index();
  return byText.get(text) ?? TEMPLATED.find((t) => t.matches(text))?.reason ?? null;
}
