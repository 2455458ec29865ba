// ESLint: TypeScript + React rules, and the architecture rule that keeps imports
// one-directional (app -> features -> api -> shared) with no feature importing another
// feature, and only src/api (and src/lib) touching the fetch client.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = [
  './src/components',
  './src/hooks',
  './src/lib',
  './src/types',
  './src/config',
  './src/rules',
  './src/data',
];

/** Every source folder but src/lib (the client's home) and src/mocks. */
const LAYERS = [
  './src/app',
  './src/api',
  './src/features',
  ...SHARED.filter((f) => f !== './src/lib'),
];

const zones = [
  // A feature never imports another feature.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece down to src/components, src/lib or src/data.',
  })),
  // Features never import the app layer.
  { target: './src/features', from: './src/app', message: 'Imports go app -> features -> shared.' },
  // The api layer sits below the features: it imports no feature, component, hook or app code.
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/hooks', './src/app'],
    message:
      'src/api imports only shared code (lib, config, types): screens combine its hooks, never the reverse.',
  },
  // Only src/api and src/lib talk to the fetch client; everything else goes through src/api.
  {
    target: [...LAYERS.filter((layer) => layer !== './src/api'), './src/mocks'],
    from: './src/lib/http/api-client.ts',
    message: 'Only src/api (and src/lib) may import the fetch client: use a hook from src/api.',
  },
  // Shared code never imports features, the app or the api layer.
  ...SHARED.map((target) => ({
    target,
    from: ['./src/features', './src/app', './src/api'],
    message:
      'Shared code (components, hooks, lib, types, config, rules, data) never imports features, the app or src/api.',
  })),
  // Shared hooks sit below the components: a component may use a hook, a hook never imports a
  // component (a type both need lives in src/types).
  {
    target: './src/hooks',
    from: './src/components',
    message:
      'src/hooks never imports src/components: move the shared type or helper to src/types or src/lib.',
  },
  // Mock code stays out of the production bundle: only demo-mode dynamic imports may reach it.
  ...LAYERS.map((target) => ({
    target,
    from: './src/mocks',
    message: 'Only demo mode (src/main.tsx, src/lib/demo.ts) may load src/mocks.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'test-results-*',
      'playwright-report',
      'bench/out',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
          message: 'Every test runs: no .only or .skip.',
        },
      ],
    },
  },
  {
    files: ['src/features/*/routes/**/*.tsx', 'src/app/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // Checks written by others (issue 29): the rules the accessibility, TanStack Query and
  // Testing Library communities keep, in their recommended sets.
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is used only where the user's own action opens a dialog or menu, whose focus
      // belongs inside it (the WAI-ARIA dialog pattern); never on a page's load.
      'jsx-a11y/no-autofocus': 'off',
      // A scrollable region must be focusable to be scrolled by keyboard (axe's
      // scrollable-region-focusable); a group is the chart read with the arrow keys.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'group'] },
      ],
      // The select-all box is an <input type="checkbox"> inside its own component.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['SelectAllCheckbox'], depth: 3 },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/**/*.{ts,tsx}'],
  })),
  {
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**', 'test/prism/**'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // A test that renders twice (two tabs, before and after a reload) names each render for
      // what it shows; the rule allows only `view` or destructuring.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
);
