/**
 * The origins the portal loads remote bundles from, computed from remotes.json (REMOTES_JSON or
 * the generated list). Relative entries (`/remotes/mf-x/mf-manifest.json`) are the portal's own
 * origin and add nothing. The Content-Security-Policy allows scripts from exactly these origins;
 * whoever re-reads REMOTES_JSON at run time should compute them through this function too.
 */
export function remoteOriginsOf(remotes: Readonly<Record<string, string>>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // A malformed address loads nothing, so it needs no permission either.
    }
  }
  return [...origins].sort();
}

/**
 * The CSP source of a tile address template such as `https://{s}.tile.example/{z}/{x}/{y}.png`
 * (Leaflet's `{s}` subdomains become a wildcard), or null when it is relative or unusable.
 */
export function tileSourceOf(template: string | undefined): string | null {
  if (!template || !/^https?:\/\//i.test(template)) return null;
  const hasSubdomains = template.includes('{s}.');
  try {
    const url = new URL(template.replace('{s}.', '').replace(/\{[a-z]+\}/g, '0'));
    return hasSubdomains ? `${url.protocol}//*.${url.host}` : url.origin;
  } catch {
    return null;
  }
}
