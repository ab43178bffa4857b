import { useSyncExternalStore } from 'react';
import { readSignedInUser, type StoredUser, subscribeSession } from './session-storage';

/** The signed-in user from localStorage, kept current across logins, logouts and other tabs. */
export function useSignedInUser(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, readSignedInUser, () => null);
}
