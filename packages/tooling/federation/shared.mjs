// The share scope of every federated app. Everything here is a singleton: one React, one jotai
// store and one copy of each workspace package across shell and remotes. Chakra UI and React Router
// are not shared on their own: they live inside @portal/design-system (Chakra in its main entry,
// the router in `@portal/design-system/router`), tree-shaken there (ADR 0029, ADR 0053).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PACKAGES_DIR = path.resolve(HERE, '../..');

/** Libraries shared with their subpath key too (`react/` covers react/jsx-runtime, react-dom/client…). */
export const SHARED_LIBRARIES = ['react', 'react-dom', 'jotai', 'swr', '@emotion/react', 'formik', 'yup', 'luxon'];

/**
 * Workspace packages: shared by their real semver (bumped with Changesets, docs/releasing-a-remote.md),
 * never `workspace:*`, and strictly: a remote built against `@portal/domain` 1.4 refuses a shell
 * that provides 1.3 (or 2.0) instead of running against a contract it was not built for. The
 * federation runtime then throws 'does not satisfy the requirement', which the shell shows as
 * 'Versi modul tidak cocok' (RouteErrorFallback).
 */
export const SHARED_WORKSPACE_PACKAGES = ['@portal/domain', '@portal/api-client', '@portal/design-system'];

const caret = (version) => (/^\d/.test(version) ? `^${version}` : version);

/**
 * @param {{dependencies?: Record<string,string>, devDependencies?: Record<string,string>}} appPackage
 * @returns {Record<string, {singleton: true, requiredVersion: string, strictVersion?: true, version?: string}>}
 */
export function sharedModules(appPackage) {
  const deps = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const lib of SHARED_LIBRARIES) {
    const version = deps[lib];
    // Only what the app itself depends on: sharing an unresolvable package fails the build.
    if (!version) continue;
    const config = { singleton: true, requiredVersion: caret(version) };
    shared[lib] = config;
    shared[`${lib}/`] = { ...config };
  }
  for (const pkg of SHARED_WORKSPACE_PACKAGES) {
    if (!deps[pkg]) continue;
    const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGES_DIR, pkg.split('/')[1], 'package.json'), 'utf8'));
    const config = { singleton: true, strictVersion: true, requiredVersion: caret(version), version };
    shared[pkg] = config;
    // Subpath exports (`@portal/domain/roles`, `@portal/design-system/forms` and `/router`, ADR 0053)
    // are shared singletons of their own, at the same version and with the same strict check: a
    // page loads only the entries it imports.
    shared[`${pkg}/`] = { ...config };
  }
  return shared;
}
