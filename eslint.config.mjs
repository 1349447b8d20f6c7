// The house's lint: type-aware TypeScript rules, React hooks, accessibility, and the import
// boundaries of docs/code-map.md as rules (a remote never imports another remote, the platform
// never imports a module, a feature uses a sibling feature only through its public.ts).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './packages/tooling/lint/boundaries.mjs';

const focusedTests = {
  selector: 'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
  message: 'Focused or skipped tests hide the rest of the suite.',
};
// Role rules are named policies (packages/domain/src/policies.ts), used by route, guard and menu alike.
const ROLE_KEYS = '/^(hasRolesId|doesntHaveRolesId|hasJabatanId|roles|notRoles)$/';
const roleNumbers = [
  {
    selector: `Property[key.name=${ROLE_KEYS}] > ArrayExpression > Literal[raw=/^[0-9]+$/]`,
    message: 'A role rule is a named policy: use POLICY.<name> from @portal/domain (packages/domain/src/policies.ts).',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(includes|some)$/][callee.object.property.name=/^(rolesId|roles)$/]',
    message: 'Decide with the one predicate: allows(POLICY.<name>, user) / useAllows / hasAccess, not a role list.',
  },
];

// Import rules for browser code, shared by the blocks below.
const contractsAsTypesOnly = {
  name: '@portal/contracts',
  allowTypeImports: true,
  message: "Browser code imports the contracts as types only: import type { … } from '@portal/contracts'.",
};
const chakraThroughDesignSystem = {
  name: '@chakra-ui/react',
  message:
    "Import Chakra components from '@portal/design-system' (add the name to packages/design-system/src/chakra.ts if it is missing).",
};
const chakraSubpaths = {
  group: ['@chakra-ui/react/*'],
  message: "Import Chakra components from '@portal/design-system'.",
};
// React Router lives in one shared entry of the design system, tree-shaken there (ADR 0053).
const routerThroughDesignSystem = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    "Import routing from '@portal/design-system/router' (add the name to packages/design-system/src/router.ts if it is missing).",
}));
// What only forms need left the design system's main entry for '@portal/design-system/forms' (ADR 0053):
// the first signed-in page loads the main entry only. The lint says where each name lives now.
const FORMS_ENTRY_NAMES = [
  'FormField',
  'FormFieldProps',
  'FormFieldRenderProps',
  'FormDialog',
  'FormDialogProps',
  'FormActions',
  'FormActionsProps',
  'DatePicker',
  'DatePickerProps',
  'submitToApi',
  'fieldErrorsOf',
  'SubmitToApiOptions',
];
const formsFromTheirEntry = FORMS_ENTRY_NAMES.map((name) => ({
  name: '@portal/design-system',
  importNames: [name],
  message: `${name} lives in '@portal/design-system/forms': import { ${name} } from '@portal/design-system/forms'.`,
}));
const browserImportPaths = [contractsAsTypesOnly, ...routerThroughDesignSystem, ...formsFromTheirEntry];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/.storybook/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Type-aware rules that catch real defects: an unawaited promise loses its error.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', focusedTests, ...roleNumbers],
    },
  },
  {
    // Where role numbers belong: the role table, the policies built from it, demo and test data.
    files: [
      'packages/domain/src/roles.ts',
      'packages/domain/src/policies.ts',
      'packages/server/src/demo/**',
      'packages/server/test/**',
      'packages/e2e/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', focusedTests] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Jest configs and setup files are CommonJS by jest's convention.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks pass callbacks that run inside Chromium.
    files: ['packages/tooling/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Hooks live in .ts files too (useThing.ts).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs and the login form move focus to their first field on purpose (WAI-ARIA dialog pattern).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones(import.meta.dirname) },
      ],
    },
  },
  {
    // Browser code takes the API's types from the contracts, never their schemas: a value import
    // would put TypeBox and every schema into a bundle (docs/adr/0024-one-contract-per-endpoint.md).
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/api-client/**/*.{ts,tsx}',
      'packages/design-system/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: browserImportPaths }],
    },
  },
  {
    // The forms entry is a shared singleton of its own: it takes Chakra through the design system's
    // main entry, so there is one Chakra (one system, one context) at run time (ADR 0053).
    // The same holds for the main entry's own modules: a relative import would put a second copy of
    // them into this entry's chunks.
    files: ['packages/design-system/src/forms/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...browserImportPaths, chakraThroughDesignSystem],
          patterns: [
            chakraSubpaths,
            { group: ['../*'], message: "Import the main entry's pieces from '@portal/design-system'." },
          ],
        },
      ],
    },
  },
  {
    // The one file that imports React Router itself.
    files: ['packages/design-system/src/router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsAsTypesOnly] }],
    },
  },
  {
    // Chakra UI reaches pages only through the design system, where it is tree-shaken inside the one
    // shared package (docs/adr/0029-design-system-as-the-shared-ui.md).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...browserImportPaths, chakraThroughDesignSystem],
          patterns: [chakraSubpaths],
        },
      ],
    },
  },
  {
    // Stories are bundled for the browser by Storybook: the whole test entry of the api-client carries a
    // Node test server (node:http) and breaks the Storybook build; stories take the browser-safe parts.
    files: ['shell/**/*.stories.tsx', 'mf-*/**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...browserImportPaths,
            chakraThroughDesignSystem,
            {
              name: '@portal/api-client/testing',
              message: "Stories import '@portal/api-client/testing/paged' or '/session'; the whole entry is Node-only.",
            },
          ],
          patterns: [chakraSubpaths],
        },
      ],
    },
  },
  prettier,
);
