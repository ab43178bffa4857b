import { ROLE_IDS, type RoleId, StorageKey } from '@hairsalon/shared';

/** What the spec keeps under the `user` key (spec §3 Auth state). */
export interface StoredUser {
  id: number;
  firstName: string;
  lastName: string;
  roleId: RoleId;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Lets React (useSyncExternalStore) re-render when the session changes here or in another tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(StorageKey).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readAccessToken(): string | null {
  return localStorage.getItem(StorageKey.accessToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(StorageKey.refreshToken);
}

function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}

function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, firstName, lastName, roleId } = value as Record<string, unknown>;
    if (typeof id !== 'number' || !isRoleId(roleId)) return null;
    return {
      id,
      firstName: typeof firstName === 'string' ? firstName : '',
      lastName: typeof lastName === 'string' ? lastName : '',
      roleId,
    };
  } catch {
    return null;
  }
}

// Cached by the raw string so useSyncExternalStore gets a stable object between renders.
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

export function readStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(StorageKey.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

/**
 * The signed-in user, or null. Spec §2: signed in means a stored session token exists; the role
 * comes from the stored user, so a token without a readable user counts as signed out.
 */
export function readSignedInUser(): StoredUser | null {
  return readAccessToken() ? readStoredUser() : null;
}

export function saveSession(tokens: SessionTokens, user: StoredUser): void {
  localStorage.setItem(StorageKey.accessToken, tokens.accessToken);
  localStorage.setItem(StorageKey.refreshToken, tokens.refreshToken);
  localStorage.setItem(
    StorageKey.user,
    JSON.stringify({ id: user.id, firstName: user.firstName, lastName: user.lastName, roleId: user.roleId }),
  );
  emit();
}

export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(StorageKey.accessToken, tokens.accessToken);
  localStorage.setItem(StorageKey.refreshToken, tokens.refreshToken);
  emit();
}

/** Spec §4 Login: logout clears both tokens and the stored user. */
export function clearSession(): void {
  localStorage.removeItem(StorageKey.accessToken);
  localStorage.removeItem(StorageKey.refreshToken);
  localStorage.removeItem(StorageKey.user);
  emit();
}
