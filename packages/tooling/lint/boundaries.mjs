// The house's import boundaries, as zones for import-x/no-restricted-paths. Written as data from
// the folders themselves, so a new remote, feature or server module is covered without editing
// this file. The rules (docs/code-map.md):
//   - a remote never imports another remote or the shell, and the shell never imports a remote;
//   - shared packages never import an app, and depend only downwards
//     (domain ← api-client ← design-system; domain ← contracts ← server);
//   - the server's platform never imports a module;
//   - a feature (remote src/features/<f>, server src/modules/<m>) uses a sibling only through the
//     sibling's `public.ts`.
import fs from 'node:fs';
import path from 'node:path';

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const PUBLIC_SURFACE = ['./public.ts', './public.tsx'];

/** Every sibling folder of `parent` may be reached from `parent/<one>` only through its public surface. */
function siblingZones(root, parent) {
  const names = subfolders(path.join(root, parent));
  return names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${parent}/${target}`,
        from: `${parent}/${from}`,
        except: PUBLIC_SURFACE,
        message: `'${target}' may use '${from}' only through ${from}/public.ts (docs/code-map.md)`,
      })),
  );
}

export function boundaryZones(root) {
  const rel = (p) => path.relative(root, p) || '.';
  const apps = fs.readdirSync(root).filter((n) => n === 'shell' || n.startsWith('mf-'));
  const zones = [];

  for (const app of apps) {
    for (const other of apps.filter((o) => o !== app)) {
      zones.push({
        target: `./${app}`,
        from: `./${other}`,
        message: 'Apps never import each other: share through packages/*.',
      });
    }
  }
  const layers = {
    'packages/domain': ['packages/contracts', 'packages/api-client', 'packages/design-system', 'packages/server'],
    'packages/contracts': ['packages/api-client', 'packages/design-system', 'packages/server'],
    'packages/api-client': ['packages/design-system', 'packages/server'],
    'packages/design-system': ['packages/server'],
    'packages/server': ['packages/api-client', 'packages/design-system'],
  };
  for (const [pkg, forbidden] of Object.entries(layers)) {
    for (const app of apps)
      zones.push({ target: `./${pkg}`, from: `./${app}`, message: 'Shared packages never import an app.' });
    for (const other of forbidden)
      zones.push({ target: `./${pkg}`, from: `./${other}`, message: `${pkg} does not depend on ${other}.` });
  }
  zones.push({
    target: './packages/server/src/platform',
    from: './packages/server/src/modules',
    message: 'The platform never imports a module: modules register themselves with the platform.',
  });

  const featureParents = [
    ...apps.map((app) => path.join(root, app, 'src', 'features')),
    path.join(root, 'packages', 'server', 'src', 'modules'),
  ];
  for (const parent of featureParents) zones.push(...siblingZones(root, `./${rel(parent)}`));
  return zones;
}
