import { useSyncExternalStore } from 'react';

/**
 * Set when the server says the signed-in account has been deactivated (@hairsalon/client's refresh link), until the app's one
 * logout for it (router.tsx). Screens read it to block what an inactive account may not do (spec §4 Booking form).
 */
let inactive = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (inactive === value) return;
  inactive = value;
  for (const listener of listeners) listener();
}

export function isAccountMarkedInactive(): boolean {
  return inactive;
}

export function markAccountInactive(): void {
  set(true);
}

export function clearAccountInactive(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountInactive(): boolean {
  return useSyncExternalStore(subscribe, isAccountMarkedInactive, () => false);
}
