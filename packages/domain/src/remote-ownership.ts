/**
 * Which bundle owns which URL paths (ARCHITECTURE.md section 2).
 *
 * The shell needs this without loading any remote: when a remote's `./routes` module fails to load,
 * its route table is unknown, yet its paths must still show 'Modul sedang tidak tersedia' instead of
 * falling through to `/home`. Keys are the federation names used in `remotes.json`, plus `shell`.
 *
 * Prefixes are matched by whole segments and the longest match wins, so `/pegawai` (mf_pegawai)
 * can hand `/pegawai/izin/...` to mf_absen.
 */
export const REMOTE_PATH_PREFIXES: Record<string, string[]> = {
  shell: ['/home', '/unauthorized', '/dashboard', '/user', '/faq', '/guidelines', '/dev', '/diagram'],
  mf_pegawai: ['/pegawai', '/outsourcing', '/kantor', '/sotk', '/qualification'],
  mf_absen: ['/absen', '/pegawai/izin', '/izin'],
  mf_sppd: ['/pegawai/sppd', '/sppd', '/pegawai/skmd', '/skmd', '/pegawai/notadinas', '/notadinas'],
  mf_kpi: ['/penilaian', '/kpi', '/pegawai/wla'],
  mf_gaji: ['/gaji', '/pegawai/plafond'],
  mf_message: ['/message', '/task', '/pegawai/worksheet', '/survey', '/learning', '/helpdesk', '/webhook_whatsapp'],
  mf_ai: ['/ai'],
};

/** Lower-cased, without query/hash and trailing slashes: react-router matches paths case-insensitively. */
function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0].toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

// Longest first, so the first hit is the most specific owner.
const PREFIXES_LONGEST_FIRST: ReadonlyArray<readonly [prefix: string, owner: string]> = Object.entries(
  REMOTE_PATH_PREFIXES,
)
  .flatMap(([owner, prefixes]) => prefixes.map((prefix) => [normalizePathname(prefix), owner] as const))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The owner (`shell` or a federation name such as `mf_absen`) of a pathname or route pattern,
 * or `null` when nobody owns it (`/` and unknown paths, which go to `/home`).
 */
export function ownerOfPath(pathname: string): string | null {
  const path = normalizePathname(pathname);
  for (const [prefix, owner] of PREFIXES_LONGEST_FIRST) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return owner;
  }
  return null;
}
