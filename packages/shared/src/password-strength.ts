import { messages } from './messages.js';

/**
 * The rule for every new password (register, reset, staff and stylist accounts): zxcvbn's score must be at least 2
 * of 4. Scores 0 and 1 are passwords an online attacker guesses within about a million tries: `password123`, a name
 * and a year, a keyboard walk. Signing in never judges strength: existing passwords keep working.
 */
export const PASSWORD_MIN_SCORE = 2;

/** Whose password it is: their names and email are words an attacker tries first. */
export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /**
   * The names of the salon the account is at and of its locations (the server reads them at the call): words anyone
   * who knows the site tries, like the product's own name (PRODUCT_PASSWORD_WORDS), which counts always.
   */
  salonNames?: readonly string[];
}

/** The product's own name, a word every account of every salon is judged against. */
export const PRODUCT_PASSWORD_WORDS: readonly string[] = ['hairsalon'];

/** A name as known words: itself, lower-cased without spaces ('Salon Mai' → 'salonmai'), and its words of 3 letters or more. */
function nameWords(name: string): string[] {
  const trimmed = name.trim().toLowerCase();
  if (!trimmed) return [];
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  return [trimmed, trimmed.replace(/[^\p{L}\p{N}]+/gu, ''), ...words];
}

/**
 * The owner's details as zxcvbn user inputs: first and last name, the whole name written both ways (Vietnamese puts
 * the family name first), the email, its local part and the words in it (`minh.nguyen` also gives `minh` and `nguyen`);
 * then the product's name and the salon's and its locations' names, as written, joined up, and word by word.
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  const first = owner.firstName?.trim() ?? '';
  const last = owner.lastName?.trim() ?? '';
  for (const name of [first, last]) if (name) inputs.add(name);
  if (first && last) {
    inputs.add(`${first}${last}`.replace(/\s+/g, ''));
    inputs.add(`${last}${first}`.replace(/\s+/g, ''));
  }
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    inputs.add(email);
    const at = email.lastIndexOf('@');
    const local = at > 0 ? email.slice(0, at) : '';
    if (local) inputs.add(local);
    for (const word of local.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) inputs.add(word);
  }
  for (const name of [...PRODUCT_PASSWORD_WORDS, ...(owner.salonNames ?? [])]) for (const word of nameWords(name)) inputs.add(word);
  return [...inputs];
}

/**
 * zxcvbn judges this many first characters of a password. Its matchers cost more than linearly with length (a run of
 * 200 digits takes over a second), so the estimate stays cheap whatever is sent; no real password is weak only after
 * its 64th character.
 */
export const PASSWORD_JUDGED_LENGTH = 64;

/** A password's zxcvbn score (0 to 4), with words the owner's own details make easy to guess. */
export type PasswordScorer = (password: string, userInputs: readonly string[]) => number;

/**
 * zxcvbn with the common dictionaries (passwords, diceware words) and keyboard layouts: several hundred KB, so they
 * are imported dynamically, on first use. The browser downloads them as chunks of their own only when a password is
 * judged; the server's bundle keeps them external, so they load on the first new password, not at start.
 */
async function createPasswordScorer(): Promise<PasswordScorer> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: PASSWORD_JUDGED_LENGTH });
  return (password, userInputs) => zxcvbn.check(password, [...userInputs]).score;
}

let scorer: Promise<PasswordScorer> | undefined;

/** The estimator, loaded once; a failed download is tried again on the next call. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  scorer ??= createPasswordScorer().catch((error: unknown) => {
    scorer = undefined;
    throw error;
  });
  return scorer;
}

/**
 * `messages.password.tooWeak` when a new password is too easy to guess for its owner, else null. Judge only a
 * password the schemas accepted: their length messages come first.
 */
export async function newPasswordError(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const score = (await loadPasswordScorer())(password, passwordUserInputs(owner));
  return score < PASSWORD_MIN_SCORE ? messages.password.tooWeak : null;
}
