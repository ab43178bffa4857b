import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, ROLE_IDS, type RoleId } from '@hairsalon/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  roleId: RoleId;
  /** The session (refresh-token family) the token was issued for; a revoked session's tokens are refused. */
  sessionId: string;
  /** When a verified token stops being valid (epoch ms): a stream opened with it ends then (docs/decisions/023). */
  expiresAt?: number;
}

/** ARCHITECTURE §3: HS256 JWT, 15 minutes, user id, role and session id. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.roleId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    const roleId = payload.role;
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || userId <= 0 || !ROLE_IDS.includes(roleId as RoleId)) return null;
    // Tokens without a session cannot be revoked: refused (the client refreshes and gets one with a session).
    if (typeof sessionId !== 'string' || sessionId === '' || sessionId.length > 100) return null;
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
    return { userId, roleId: roleId as RoleId, sessionId, expiresAt };
  } catch {
    return null;
  }
}

/** Opaque random token (refresh, password reset): only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces `token` when it is rotated: derived from it with a key of the server's, not drawn
 * at random, so that a repeat of `token` within the reuse window (a page's parallel refreshes) gets the very same
 * successor without it being stored anywhere (only its hash is, like any token's). Without the key, holding an old
 * token does not tell its successor: a stolen token is still only good through the refresh call and its rules.
 */
export function successorToken(secret: Uint8Array, token: string): string {
  const key = createHmac('sha256', secret).update('hairsalon refresh-token successor').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
