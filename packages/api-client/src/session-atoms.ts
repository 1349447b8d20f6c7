import { atom, createStore, useAtomValue } from 'jotai';
import { allows, type Policy } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { readSession } from './token-store';

/**
 * Session state shared by the shell and every remote. api-client is a federation singleton, so this
 * one store is the same object everywhere; hooks name it explicitly so a remote's own jotai Provider
 * cannot shadow it.
 */
export const portalStore = createStore();

/** The current access token (null when logged out); logged in means a token exists (spec section 4). */
export const sessionTokenAtom = atom<string | null>(readSession()?.accessToken ?? null);
export const isLoggedInAtom = atom((get) => get(sessionTokenAtom) !== null);
/** The signed-in user, from the login answer or GET /check; never persisted. */
export const currentUserAtom = atom<SessionClient | null>(null);

export function setSessionToken(accessToken: string | null): void {
  portalStore.set(sessionTokenAtom, accessToken);
}

export function setCurrentUser(user: SessionClient | null): void {
  portalStore.set(currentUserAtom, user);
}

export function resetSessionState(): void {
  portalStore.set(sessionTokenAtom, null);
  portalStore.set(currentUserAtom, null);
}

export function useCurrentUser(): SessionClient | null {
  return useAtomValue(currentUserAtom, { store: portalStore });
}

/** Whether the signed-in user passes `policy` (the same predicate as the page guard and the API). */
export function useAllows(policy: Policy): boolean {
  const user = useCurrentUser();
  return user !== null && allows(policy, { rolesId: user.rolesId, jabatanId: user.jabatan_id });
}

export function useIsLoggedIn(): boolean {
  return useAtomValue(isLoggedInAtom, { store: portalStore });
}
