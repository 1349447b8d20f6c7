// The import boundaries hold: each forbidden arrow is reported, each allowed one is not. Linted as
// if the snippet stood at the given path, with the repository's own zones and resolver.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['*/tsconfig.json', 'packages/*/tsconfig.json'],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }] },
    },
  ],
});

async function crossings(file, specifier) {
  const [result] = await eslint.lintText(`import * as x from '${specifier}';\nexport { x };\n`, {
    filePath: path.join(root, file),
  });
  return result.messages.map((m) => m.ruleId);
}

describe('import boundaries', () => {
  const forbidden = [
    ['a remote imports another remote', 'mf-absen/src/features/absen/probe.ts', '../../../../mf-pegawai/src/routes'],
    ['the shell imports a remote', 'shell/src/probe.ts', '../../mf-absen/src/routes'],
    ['a shared package imports an app', 'packages/domain/src/probe.ts', '../../../shell/src/routing/shell-routes'],
    ['domain imports the api client', 'packages/domain/src/probe.ts', '../../api-client/src/index'],
    [
      'domain imports the contracts (they are built on it)',
      'packages/domain/src/probe.ts',
      '../../contracts/src/index',
    ],
    ['the contracts import the server', 'packages/contracts/src/probe.ts', '../../server/src/platform/errors'],
    ['the platform imports a module', 'packages/server/src/platform/probe.ts', '../modules/kantor/kantor.service.js'],
    ['a feature reaches into a sibling', 'mf-pegawai/src/features/sotk/probe.ts', '../kantor/api'],
    [
      'a server module reaches into a sibling',
      'packages/server/src/modules/sotk/probe.ts',
      '../kantor/kantor.service.js',
    ],
  ];
  for (const [what, file, specifier] of forbidden) {
    it(`reports: ${what}`, async () => {
      assert.deepEqual(await crossings(file, specifier), ['import-x/no-restricted-paths']);
    });
  }

  const allowed = [
    ['a feature uses a sibling through public.ts', 'mf-pegawai/src/features/sotk/probe.ts', '../kantor/public'],
    [
      'a server module uses a sibling through public.ts',
      'packages/server/src/modules/sotk/probe.ts',
      '../kantor/public.js',
    ],
    ['a module uses the platform', 'packages/server/src/modules/sotk/probe.ts', '../../platform/errors.js'],
    ['a feature uses its own files', 'mf-pegawai/src/features/kantor/probe.ts', './api'],
  ];
  for (const [what, file, specifier] of allowed) {
    it(`allows: ${what}`, async () => {
      assert.deepEqual(await crossings(file, specifier), []);
    });
  }
});
