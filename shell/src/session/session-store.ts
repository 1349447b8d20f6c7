import { atom } from 'jotai';

/** Where the shell is in the session's life: deciding, showing the login page, or showing the portal. */
export type SessionPhase = 'checking' | 'anonymous' | 'authenticated';

/** Why the last session ended; the login page shows the matching modal or message. */
export type SessionEndReason = 'logout' | 'expired' | 'idle' | 'passwordChanged' | 'rolesChanged';

export const sessionPhaseAtom = atom<SessionPhase>('checking');
export const sessionEndReasonAtom = atom<SessionEndReason | null>(null);
