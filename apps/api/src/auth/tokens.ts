import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, ROLE_IDS, type RoleId } from '@hairsalon/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  roleId: RoleId;
  /** The session (refresh-token family) the token was issued for; a revoked session's tokens are refused. */
  sessionId: string;
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
    return { userId, roleId: roleId as RoleId, sessionId };
  } catch {
    return null;
  }
}

/** Opaque random token (refresh, password reset): only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
