import { createContext, useContext } from 'react';
import { useAtomValue } from 'jotai';
import type { AccessSubject } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { currentUserAtom, portalStore } from './portal-api';
import type { SessionController } from './session-controller';

export const SessionControllerContext = createContext<SessionController | null>(null);

export function useSessionController(): SessionController {
  const controller = useContext(SessionControllerContext);
  if (!controller) throw new Error('useSessionController() needs <SessionControllerContext.Provider>');
  return controller;
}

/** The signed-in user from the shared jotai store (the same atom every remote reads). */
export function useSessionUser(): SessionClient | null {
  return useAtomValue(currentUserAtom, { store: portalStore });
}

/** What the guard predicate needs from a user. */
export function subjectOf(user: Pick<SessionClient, 'rolesId' | 'jabatan_id'>): AccessSubject {
  return { rolesId: user.rolesId ?? [], jabatanId: user.jabatan_id ?? null };
}
