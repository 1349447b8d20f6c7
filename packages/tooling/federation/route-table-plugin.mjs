// Emits a remote's route table as data (`routes.json` beside `mf-manifest.json`), so the shell
// knows every remote's paths, guard meta and menu entries without loading any remote code
// (issue #10, ADR 0027). The route file is bundled with esbuild, leaving every dynamic `import()`
// (the pages) out, and evaluated in Node: only the table's data is kept, `load` becomes `built`.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');

export const ROUTE_TABLE_ASSET = 'routes.json';

/** Pages stay out of the bundle: their imports sit inside `load` functions that are never called. */
const pagesExternal = {
  name: 'pages-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** `[{ path, name, meta, built }]` of a route file (`export const routes: PortalRoute[]`). */
export async function readRouteTable(routesFile) {
  const result = await esbuild.build({
    entryPoints: [routesFile],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins: [pagesExternal],
  });
  const source = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  if (!Array.isArray(module.routes)) throw new Error(`${routesFile} exports no \`routes\` array`);
  return module.routes.map(({ path: routePath, name, meta, load }) => ({
    path: routePath,
    name,
    meta,
    built: typeof load === 'function',
  }));
}

export class RouteTablePlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteTablePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const table = await readRouteTable(this.routesFile);
            compilation.emitAsset(ROUTE_TABLE_ASSET, new sources.RawSource(JSON.stringify(table)));
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${path.basename(this.routesFile)}: ${error.message}`),
            );
          }
        },
      );
    });
  }
}
