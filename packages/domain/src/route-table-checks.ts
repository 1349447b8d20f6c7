/**
 * Consistency checks for one bundle's route table, run by each remote's `routes.test.ts` (and usable
 * by the shell at start-up). Returns human-readable problems; an empty list means the table is sound.
 */
import { POLICY, type PolicyName } from './policies';
import type { PortalRoute } from './route-meta';
import { REMOTE_PATH_PREFIXES, ownerOfPath } from './remote-ownership';

/**
 * The URL shapes a route pattern matches, for duplicate detection: parameter names do not matter
 * (`/x/:id` and `/x/:token` collide), case does not (react-router's default), and an optional
 * segment (`/pegawai/show/:id?`) matches both with and without it.
 */
function matchShapes(path: string): string[] {
  let shapes = [''];
  for (const segment of path.toLowerCase().split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const shape = segment.startsWith(':') ? ':' : segment.replace(/\?$/, '');
    const extended = shapes.map((s) => `${s}/${shape}`);
    shapes = optional ? [...shapes, ...extended] : extended;
  }
  return shapes.map((s) => s || '/');
}

export function checkRouteTable(routes: readonly PortalRoute[], owner: string): string[] {
  const problems: string[] = [];
  if (!(owner in REMOTE_PATH_PREFIXES)) problems.push(`unknown owner '${owner}'`);

  const names = new Set<string>();
  const byShape = new Map<string, string>();

  for (const route of routes) {
    const { path, name, meta } = route;
    const label = `'${path}'`;

    if (!name?.trim()) problems.push(`${label}: name missing`);
    else if (names.has(name)) problems.push(`duplicate name '${name}'`);
    names.add(name);

    if (!path.startsWith('/')) {
      problems.push(`${label}: path does not start with '/'`);
    } else {
      const pathOwner = ownerOfPath(path);
      if (pathOwner !== owner)
        problems.push(`${label}: outside the prefixes of ${owner} (owned by ${pathOwner ?? 'nobody'})`);
    }

    const clash = matchShapes(path)
      .map((shape) => byShape.get(shape))
      .find((previous) => previous !== undefined);
    if (clash !== undefined) problems.push(`duplicate path ${label} (matches the same URLs as '${clash}')`);
    for (const shape of matchShapes(path)) if (!byShape.has(shape)) byShape.set(shape, path);

    if (!meta?.title?.trim()) problems.push(`${label}: title missing`);
    if (meta?.menu && !meta.menu.group?.trim()) problems.push(`${label}: menu entry without group`);
    // "(any user)" means no role list at all; an empty list would read as a rule that is not there.
    for (const key of ['hasRolesId', 'doesntHaveRolesId', 'hasJabatanId'] as const) {
      if (meta?.policy?.[key]?.length === 0) problems.push(`${label}: empty ${key} in policy ${meta.policy.name}`);
    }
    // A route's rule is a named policy from POLICY, never an ad-hoc object.
    if (meta?.policy && POLICY[meta.policy.name as PolicyName] !== meta.policy)
      problems.push(`${label}: policy '${meta.policy.name}' is not one of POLICY`);
  }
  return problems;
}
