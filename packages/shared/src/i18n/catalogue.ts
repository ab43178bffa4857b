import type { messages } from '../messages.js';

/**
 * The shape of a catalogue in any language: the same keys as the English one, each text a string and each message
 * with parameters a function of the same parameters. A catalogue written `satisfies CatalogueOf<typeof english>`
 * fails the typecheck when a key is missing or extra.
 */
export type CatalogueOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : CatalogueOf<T[K]>;
};

/** The spec's messages (packages/shared/src/messages.ts) in another language. */
export type MessageCatalogue = CatalogueOf<typeof messages>;

/**
 * How many parameters each message takes, key by key. `satisfies` lets a translation drop a parameter (a shorter
 * function is assignable), so the catalogues are also compared with this: `SameArity<typeof vi, typeof en>`.
 */
export type ArityOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? A['length'] : T[K] extends string ? 'text' : ArityOf<T[K]>;
};

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/** `true` when both catalogues' messages take the same number of parameters. */
export type SameArity<Translation, English> = Equal<ArityOf<Translation>, ArityOf<English>>;

/** What the typecheck names when a translation's message takes other parameters than the English one. */
type ArityCheck<Translation, English> =
  SameArity<Translation, English> extends true
    ? unknown
    : { readonly 'each message takes the parameters of the English one': ArityOf<English> };

/**
 * A catalogue in another language, held to the English one: `translationOf<typeof english>()({ … })` fails the
 * typecheck when a key is missing or extra, a text is not a text, or a message takes other parameters (`satisfies`
 * alone lets a translation drop one: a shorter function is assignable).
 */
export function translationOf<English>() {
  return <Translation extends CatalogueOf<English>>(catalogue: Translation & ArityCheck<Translation, English>): Translation => catalogue;
}

/**
 * A catalogue's shape, for the tests that hold two languages' catalogues to the same keys: key path → 'text', or
 * the number of parameters of a message made from values.
 */
export function catalogueShape(node: object, path = ''): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(node)) {
    const here = path ? `${path}.${key}` : key;
    if (typeof value === 'string') out[here] = 'text';
    else if (typeof value === 'function') out[here] = (value as () => string).length;
    else Object.assign(out, catalogueShape(value as object, here));
  }
  return out;
}

/** Every plain text of a catalogue (not the messages made from values), with its key path. */
export function catalogueTexts(node: object, path = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const here = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[here, value]];
    if (typeof value === 'function') return [];
    return catalogueTexts(value as object, here);
  });
}
