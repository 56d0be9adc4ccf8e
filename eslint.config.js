import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The folders directly under `dir`. */
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const features = foldersIn('src/features')
const services = foldersIn('src/services')

/** The storage layer's insides: the rest of the app reaches stored data only through db/device-data.ts. */
const storageInternals = readdirSync('src/db')
  .filter((file) => /^(database|load-storage|storage)\.ts$|-repository\.ts$/.test(file))
  .map((file) => `./src/db/${file}`)

/**
 * One direction of imports (STYLE.md): routes → glue → features → components, state, services, domain,
 * db, content, start, lib. `glue` holds what joins features into a page (the site's frame, page heads,
 * MojoMe's result parts). `state` (the app store and its shared atoms) sits above the pure layers and below
 * everything React. `services` holds what works for the visitor without being seen: `services/room` is the
 * live room service's door (its calls, and sending a card to it), which the facilitator's devices and the
 * phones that join share; `services/outbox` delivers what the outbox holds (queued form submissions and room
 * cards). `start` is the app's start-up and hydration (the page's input holder, the page-live signal, the
 * parts that hydrate once the page is live): it sits with lib, reads lib, and lib does not read it.
 */
const importDirection = [
  {
    target: './src/domain',
    from: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/db',
      './src/lib',
      './src/start',
      './src/state',
      './src/services',
    ],
  },
  {
    target: './src/content',
    from: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/db',
      './src/lib',
      './src/start',
      './src/domain',
      './src/state',
      './src/services',
    ],
  },
  {
    target: './src/db',
    from: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/lib',
      './src/start',
      './src/state',
      './src/services',
    ],
  },
  {
    target: './src/lib',
    from: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/db',
      './src/state',
      './src/services',
      './src/start',
    ],
  },
  {
    target: './src/start',
    from: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/db',
      './src/state',
      './src/services',
    ],
  },
  {
    target: './src/state',
    from: ['./src/routes', './src/glue', './src/features', './src/components', './src/db', './src/services'],
  },
  {
    target: './src/services',
    from: ['./src/routes', './src/glue', './src/features', './src/components', './src/state'],
  },
  // Services never import each other.
  ...services.map((service) => ({
    target: `./src/services/${service}`,
    from: './src/services',
    except: [`./${service}`],
  })),
  {
    target: './src/components',
    from: ['./src/routes', './src/glue', './src/features', './src/db', './src/services'],
  },
  { target: './src/glue', from: ['./src/routes'] },
  { target: './src/features', from: ['./src/routes', './src/glue'] },
  // Features never import each other.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
  {
    target: [
      './src/routes',
      './src/glue',
      './src/features',
      './src/components',
      './src/state',
      './src/services',
    ],
    from: storageInternals,
  },
]

/** What runs beside the app and the build around it: each imports only the layers below it. */
const outsideTheApp = ['./edge', './sw', './scripts', './bench', './tests']

/**
 * The Worker and the service worker sit beside routes: the Worker reads domain rules, copy and the site rules;
 * the service worker reads domain rules and reaches storage only through its own door (db/worker-outbox.ts).
 * The app imports neither, nor the build, and the site rules import nothing of the app.
 */
const runtimeDirection = [
  { target: './src', from: outsideTheApp },
  { target: './src/site-rules', from: './src', except: ['./site-rules'] },
  { target: './edge', from: './src', except: ['./domain', './content', './site-rules'] },
  { target: './edge', from: ['./sw', './scripts', './bench', './tests'] },
  { target: './sw', from: './src', except: ['./domain', './db/worker-outbox.ts'] },
  { target: './sw', from: ['./edge', './scripts', './bench', './tests'] },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.prerender',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/.lighthouse',
      '.wrangler',
      'edge/worker-configuration*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...importDirection, ...runtimeDirection] }],
      // A cycle makes the order modules run in depend on which one is imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Tests index fixed fixtures they have just built; asserting presence there is noise, not safety.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Config files are loaded by their tools through a default export.
    files: ['*.config.ts', 'tests/e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'sw/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
      'bench/**/*.mjs',
      'edge/**/*.ts',
      'functions/**/*.ts',
    ],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Node scripts; some also hand functions to page.evaluate, which run in the browser.
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      '.ci/**/*.mjs',
      '*.config.{js,ts}',
      'tests/e2e/**/*.ts',
      'tests/edge/**/*.{ts,mjs}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
