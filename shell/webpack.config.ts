import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { createFederatedConfig } from '@portal/tooling/federation/index.mjs';

const federated = createFederatedConfig({ kind: 'host', name: 'shell', dir: __dirname, title: 'Portal SDM' });

/**
 * The service worker (public/sw.js) goes into dist as /sw.js, unhashed and unbundled: a worker's scope
 * is its folder, so it must sit at the origin root, and its URL must stay the same across deploys
 * (the browser checks that URL for updates). The dev server serves public/ itself. docs/adr/0043.
 */
class ServiceWorkerPlugin {
  apply(compiler: Compiler) {
    const file = path.join(__dirname, 'public', 'sw.js');
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(file);
          compilation.emitAsset('sw.js', new compiler.webpack.sources.RawSource(fs.readFileSync(file, 'utf8')));
        },
      );
    });
  }
}

export default (env?: Record<string, unknown>, argv?: { mode?: string }): Configuration => {
  const config = federated(env, argv);
  return { ...config, plugins: [...(config.plugins ?? []), new ServiceWorkerPlugin()] };
};
