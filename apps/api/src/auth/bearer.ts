/**
 * What a client's browser-side code puts in the header when it has no token: `Bearer ${token}` with token null or
 * undefined, or nothing at all after the scheme. A guest of the spec's client sends `Bearer null`; that is a caller
 * without a token (a guest), not a token that failed (which would answer 401 and make the client sign the guest out).
 */
const NOT_A_TOKEN: ReadonlySet<string> = new Set(['', 'null', 'undefined']);

/** The access token an `Authorization` header carries; undefined when there is none, or only a stand-in for none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  const token = match?.[1]?.trim() ?? '';
  return NOT_A_TOKEN.has(token) ? undefined : token;
}
