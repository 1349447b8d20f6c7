import { ownerOfPath } from '@portal/domain';

/**
 * Remotes whose `./routes` could not be loaded at start. Their paths show 'Modul sedang tidak tersedia'
 * (ownership by path prefix, `ownerOfPath`), while everything else keeps working.
 */
const unavailable = new Set<string>();

export function markRemoteUnavailable(name: string): void {
  unavailable.add(name);
}

export function isRemoteUnavailable(name: string): boolean {
  return unavailable.has(name);
}

/** The failed remote owning `pathname`, or null when the path belongs to a working bundle. */
export function unavailableOwnerOf(pathname: string): string | null {
  const owner = ownerOfPath(pathname);
  return owner && owner !== 'shell' && unavailable.has(owner) ? owner : null;
}

export function resetUnavailableRemotes(): void {
  unavailable.clear();
}
