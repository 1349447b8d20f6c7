// Safe redeploys (issue #10, ADR 0028): a tab opened before a deploy still asks for the previous
// build's chunks. Each production build writes the list of what it emitted (`.build-assets.json`);
// the next build's clean keeps exactly those files, so the previous build stays available for one
// more deploy and anything older is removed.
import fs from 'node:fs';
import path from 'node:path';

export const ASSET_LIST = '.build-assets.json';

/** The files the last build in `outputDir` emitted, or none when there was no build there. */
export function readPreviousAssets(outputDir) {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(outputDir, ASSET_LIST), 'utf8'));
    return new Set(Array.isArray(list) ? list.filter((name) => typeof name === 'string') : []);
  } catch {
    return new Set();
  }
}

/** webpack `output.clean.keep`: what the previous build emitted survives this build's clean. */
export function keepPreviousBuild(outputDir) {
  const previous = readPreviousAssets(outputDir);
  return (asset) => previous.has(asset.split(path.sep).join('/'));
}

/** Writes this build's asset list after emit, for the next build's clean. */
export class AssetListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('AssetListPlugin', (compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .sort();
      fs.writeFileSync(path.join(compiler.outputPath, ASSET_LIST), JSON.stringify(names));
    });
  }
}
