// One jest setup for every package: swc compiles TypeScript/TSX, jsdom for browser code.
// Usage in a package: module.exports = require('@portal/tooling/jest/create-jest-config.cjs')({ environment: 'jsdom' });
const path = require('node:path');

module.exports = function createJestConfig({ environment = 'node', setupFiles = [] } = {}) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages are consumed as TypeScript source; jsdom must see their ESM deps compiled.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@portal|luxon))'],
    moduleNameMapper: { '\\.(css|svg|png|jpe?g)$': path.join(__dirname, 'file-stub.cjs') },
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []), ...setupFiles],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
