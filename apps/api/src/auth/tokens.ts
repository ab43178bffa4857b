import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, ROLE_IDS, type RoleId } from '@hairsalon/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  roleId: RoleId;
}

/** ARCHITECTURE §3: HS256 JWT, 15 minutes, user id and role. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.roleId })
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
    if (!Number.isInteger(userId) || userId <= 0 || !ROLE_IDS.includes(roleId as RoleId)) return null;
    return { userId, roleId: roleId as RoleId };
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
