/**
 * What the /dev and /diagram pages read of the running portal: remotes.json as the shell loaded it,
 * each module's mf-manifest.json (build version and the portal package versions it shares), the
 * server's health and its status figures.
 */
import type { Transport } from '@portal/api-client';
import type { DevStatusAnswer } from '@portal/contracts';
import { fetchRemoteList, type RemoteList } from '../../federation/remotes';

export type { DevStatusAnswer, RemoteList };

/** The shared packages whose versions must agree between shell and remotes (docs/releasing-a-remote.md). */
export const PORTAL_PACKAGES = ['@portal/domain', '@portal/api-client', '@portal/design-system'] as const;

export interface ModuleInfo {
  /** Federation name (mf_absen), 'shell' for the host. */
  name: string;
  manifestUrl: string;
  /** Null when the manifest could not be read. */
  buildName: string | null;
  buildVersion: string | null;
  /** Version of each portal package in the build, by package name. */
  packages: Record<string, string>;
  error: string | null;
}

interface ManifestShape {
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
  shared?: { name?: string; version?: string }[];
}

/** Reads one manifest; a module that does not answer is reported, not thrown. */
export async function readManifest(name: string, manifestUrl: string, timeoutMs = 5_000): Promise<ModuleInfo> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest = (await response.json()) as ManifestShape;
    const packages: Record<string, string> = {};
    for (const shared of manifest.shared ?? [])
      if (shared.name && shared.version && (PORTAL_PACKAGES as readonly string[]).includes(shared.name))
        packages[shared.name] = shared.version;
    return {
      name,
      manifestUrl,
      buildName: manifest.metaData?.buildInfo?.buildName ?? null,
      buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
      packages,
      error: null,
    };
  } catch (error) {
    const reason = controller.signal.aborted
      ? 'tidak menjawab'
      : error instanceof Error
        ? error.message
        : String(error);
    return { name, manifestUrl, buildName: null, buildVersion: null, packages: {}, error: reason };
  } finally {
    clearTimeout(timer);
  }
}

/** The shell's own manifest sits beside its index.html. */
export const SHELL_MANIFEST_URL = '/mf-manifest.json';

export interface PortalModules {
  remotes: RemoteList;
  shell: ModuleInfo;
  modules: ModuleInfo[];
}

export async function loadPortalModules(): Promise<PortalModules> {
  const remotes = await fetchRemoteList();
  const [shell, ...modules] = await Promise.all([
    readManifest('shell', SHELL_MANIFEST_URL),
    ...Object.entries(remotes).map(([name, url]) => readManifest(name, new URL(url, window.location.href).href)),
  ]);
  return { remotes, shell, modules };
}

/** Packages of a remote whose version differs from the shell's (the remote would be refused). */
export function packageMismatches(shell: ModuleInfo, module: ModuleInfo): string[] {
  return PORTAL_PACKAGES.filter(
    (name) => module.packages[name] && shell.packages[name] && module.packages[name] !== shell.packages[name],
  );
}

export interface HealthAnswer {
  status: string;
  db: string;
  message?: string;
}

/** GET /api/health answers 503 with the same shape when the database is away: both are figures here. */
export async function fetchHealth(): Promise<HealthAnswer> {
  try {
    const response = await fetch('/api/health', { cache: 'no-cache' });
    return (await response.json()) as HealthAnswer;
  } catch {
    return { status: 'error', db: 'unknown', message: 'Server tidak dapat dihubungi' };
  }
}

export const DEV_STATUS_PATH = '/dev/status';

export function fetchDevStatus(transport: Transport): Promise<DevStatusAnswer> {
  return transport.request<DevStatusAnswer>('GET', DEV_STATUS_PATH);
}
