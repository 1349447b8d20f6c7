// One webpack 5 + Module Federation config for the shell (host) and every remote.
// Usage in an app's webpack.config.ts:
//   export default createFederatedConfig({ kind: 'remote', name: 'mf_absen', dir: __dirname, port: 3002 });
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS } from './dev-ports.mjs';
import { AssetListPlugin, keepPreviousBuild } from './previous-build.mjs';
import { RouteTablePlugin } from './route-table-plugin.mjs';
import { sharedModules } from './shared.mjs';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
// Minify with swc (already installed for swc-loader): several times faster than terser on 2 cores.
const TerserPlugin = createRequire(require.resolve('webpack'))('terser-webpack-plugin');

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const WORKSPACE_ROOT = path.resolve(HERE, '../../..');

const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;

function precompressionPlugins() {
  const common = { test: PRECOMPRESSED, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

export { DEV_PORTS };

/** Where `pnpm dev` finds the API (packages/server); the dev servers proxy these paths to it. */
export const API_ORIGIN = process.env.PORTAL_API_ORIGIN || 'http://localhost:8080';
const PROXIED_PATHS = ['/api', '/remotes.json', '/portal-config.json'];

const swcOptions = (development) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development } },
    target: 'es2020',
  },
  // webpack needs the ES module syntax to split chunks and share modules.
  module: { type: 'es6' },
  sourceMaps: true,
});

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name     federation name: 'shell' or 'mf_absen' (the remotes.json key)
 * @param {string} options.dir      the app folder (pass __dirname)
 * @param {number} [options.port]   dev-server port (defaults from DEV_PORTS by folder name)
 * @param {Record<string,string>} [options.exposes]  remote only; defaults to ./routes and ./lifecycles
 * @param {string} [options.title]  html page title
 */
export function createFederatedConfig({ kind, name, dir, port, exposes, title }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be 'host' or 'remote', got ${kind}`);
  if (!name || !dir) throw new Error('createFederatedConfig needs name and dir');
  const folder = path.basename(dir);
  const devPort = port ?? DEV_PORTS[folder];
  const appPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    const template = path.join(dir, 'public/index.html');

    return {
      name,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        // Keep the previous build's files for tabs opened before this deploy (ADR 0028).
        clean: production ? { keep: keepPreviousBuild(path.join(dir, 'dist')) } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // TS sources written ESM-style (`./x.js` meaning `./x.ts`) resolve too.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
      },
      module: {
        rules: [
          {
            // App sources and the workspace packages (consumed as TypeScript source via symlinks,
            // which webpack resolves to packages/*/src, outside node_modules).
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(!production) },
          },
          {
            // Chakra's theme helpers are identity functions: say so, so unused recipes are dropped.
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/,
            use: { loader: path.join(HERE, 'chakra-pure-loader.cjs') },
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'host'
            ? { remotes: {}, experiments: { optimization: { target: 'web' } } }
            : {
                filename: 'remoteEntry.js',
                exposes: exposes ?? { './routes': './src/routes.ts', './lifecycles': './src/lifecycles.ts' },
                manifest: true,
                // A remote never loads other remotes (ARCHITECTURE §2) and never reads manifests:
                // leave that part of the federation runtime out of remoteEntry.js (-4 KB gzip).
                experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
              }),
          shared: sharedModules(appPackage, dir),
          shareStrategy: 'loaded-first',
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          // Only the app entry: the container entry (remoteEntry.js) is loaded by hosts, not by the page.
          chunks: ['main'],
          title: title ?? (kind === 'host' ? 'Portal SDM' : `${folder} · Portal SDM`),
          ...(fs.existsSync(template) ? { template } : { templateContent: defaultHtml(title ?? folder) }),
          scriptLoading: 'defer',
          // Absolute script URLs: the page is also served for deep links (/pegawai/izin/calendar).
          // Chunks still resolve from the script's own URL (output.publicPath 'auto').
          publicPath: '/',
          minify: production,
        }),
        // The route table as data (routes.json): the shell reads it without loading the remote.
        ...(kind === 'remote' ? [new RouteTablePlugin(path.join(dir, 'src/routes.ts'))] : []),
        // Precompressed copies (x.js.br, x.js.gz) beside every text asset over 1 KB: the server
        // sends them as they are (@fastify/static preCompressed), no compression per request.
        ...(production ? precompressionPlugins() : []),
        ...(production ? [new AssetListPlugin()] : []),
      ],
      optimization: {
        // Module Federation needs the runtime inside each entry.
        runtimeChunk: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      stats: production ? 'normal' : 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell (another origin in dev) fetches each remote's mf-manifest.json.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: PROXIED_PATHS, target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

// The federation runtime asks for the entry's file name before content hashes exist (only to learn
// its folder depth); answer the unhashed form then, the hashed one when webpack emits the file.
function hashedEntryFilename(pathData) {
  const hashed = pathData.chunk?.contentHash && Object.keys(pathData.chunk.contentHash).length > 0;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

function defaultHtml(title) {
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

export { sharedModules };
