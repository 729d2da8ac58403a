import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers and areas, top to bottom (docs/architecture.md): a file may import only from below
 * its own place. Tooling (dev/, scripts/, bench/, test/) and the stack (infra/) sit above
 * everything, then the handlers (functions/), then the registries that list every area (lib/api),
 * then the areas, then the layers every area shares.
 */
const SHARED = ['lib/openapi', 'lib/http', 'lib/db', 'lib/pix', 'lib/domain'];
const BASE = [
  'lib/config.ts',
  'lib/errors.ts',
  'lib/error-codes.ts',
  'lib/messages.ts',
  'lib/logger.ts',
  'lib/sealing.ts',
  'lib/aes-gcm.ts',
  'lib/public-address.ts',
  'lib/write-gate.ts',
  'lib/canonical-json.ts',
];
/**
 * The areas by tier: an area imports only areas of lower tiers, so they form no circle. The
 * merchants sit lowest (lib/http authenticates against their keys); the payments complete any
 * charge's owner and the webhooks list every area's event types; the page and the sweeps use them
 * all. A new area takes the tier above what it imports.
 */
const TIERS = [
  ['merchants', 'pix-connection'],
  ['coupons', 'customers', 'products', 'docs', 'ledger'],
  ['charges', 'payouts'],
  ['checkouts', 'subscriptions', 'reconciliation'],
  ['payments', 'webhooks'],
  ['payment-page', 'jobs'],
].map((tier) => tier.map((area) => `lib/${area}`));
const AREAS = TIERS.flat();

const zone = (target, from, message) => ({ target, from, message });
const layerZones = [
  zone(
    'lib',
    ['dev', 'scripts', 'bench', 'test', 'infra', 'functions'],
    'lib/ is what is deployed: no tooling, stack or handler in it.',
  ),
  zone('functions', ['dev', 'scripts', 'bench', 'test', 'infra'], 'Handlers import only lib/.'),
  zone(
    ['functions', ...AREAS, ...SHARED, ...BASE],
    'lib/api',
    'lib/api gathers every area for the stack, the docs and the tests: nothing deployed imports it.',
  ),
  // The areas form a DAG: none imports an area of its own tier or above.
  ...TIERS.flatMap((tier, level) =>
    tier.map((area) =>
      zone(
        area,
        TIERS.slice(level)
          .flat()
          .filter((other) => other !== area),
        `${area} imports only the areas of the tiers below its own (eslint.config.js, TIERS).`,
      ),
    ),
  ),
  // The shared layers import no area (lib/http only the merchants' keys, to authenticate).
  zone(BASE, [...AREAS, ...SHARED], 'The base (config, errors, messages, …) imports nothing above it.'),
  zone(['lib/openapi', 'lib/domain'], AREAS, 'The shared layers import no area.'),
  zone(
    'lib/http',
    AREAS.filter((area) => area !== 'lib/merchants').concat('lib/openapi'),
    'lib/http is the middleware every area shares: it imports no area but the merchants (auth).',
  ),
  zone(
    ['lib/db', 'lib/pix'],
    [...AREAS, 'lib/http', 'lib/openapi'],
    'lib/db and lib/pix are the storage blocks and providers every area shares: they import no area.',
  ),
  zone('lib/db', 'lib/pix', 'lib/db imports no provider.'),
  zone('lib/pix', 'lib/db', 'A provider never reaches storage.'),
  // By role, in every area as in the shared layers (a `from` holds either folders or globs).
  zone(
    ['lib/domain', 'lib/**/*.domain.ts'],
    ['lib/db', 'lib/pix', 'lib/http', 'lib/openapi'],
    'Domain rules are pure: no storage, provider, HTTP or OpenAPI.',
  ),
  zone(
    ['lib/domain', 'lib/**/*.domain.ts'],
    [
      'lib/**/*.storage.ts',
      'lib/**/*.service.ts',
      'lib/**/*.routes.ts',
      'lib/**/*.errors.ts',
      'lib/**/*.openapi.ts',
      'lib/**/*.openapi-schemas.ts',
    ],
    "Domain rules are pure: no storage or service; a refusal is a `Refusal`, not an area's ApiError.",
  ),
  zone(
    ['lib/db', 'lib/**/*.storage.ts'],
    ['lib/http', 'lib/openapi', 'lib/errors.ts'],
    'Storage answers data or ConditionFailed: no HTTP error, no middleware, no OpenAPI.',
  ),
  zone(
    ['lib/db', 'lib/**/*.storage.ts'],
    [
      'lib/**/*.service.ts',
      'lib/**/*.routes.ts',
      'lib/**/*.errors.ts',
      'lib/**/*.openapi.ts',
      'lib/**/*.openapi-schemas.ts',
    ],
    'Storage builds items, keys, conditions and reads: no service above it.',
  ),
];

/** Names storage may not import: it writes what the domain decides, and builds no view. */
const noViewsInStorage = {
  group: ['**/*.domain.js', '**/domain/*.js'],
  importNamePattern: 'View$',
  message: 'Storage builds no view: the domain says what an event carries (`chargeEventData`, …).',
};
/** What the domain may not throw: an HTTP status is the service's to choose. */
const noHttpErrorsInDomain = {
  group: ['**/errors.js'],
  importNames: ['ApiError', 'badRequest', 'validationError', 'notFound', 'valueTaken', 'applying'],
  message: 'A domain rule refuses with a `Refusal`; the service that applies it chooses the status.',
};
const zodAtRuntime = {
  name: 'zod',
  message: "Runtime code imports 'zod/mini'; classic zod is for the OpenAPI document.",
};
/** The files that describe the API for its OpenAPI document, with classic zod. */
const OPENAPI_FILES = [
  'lib/openapi/**',
  'lib/api/**',
  'lib/**/*.openapi.ts',
  'lib/**/*.openapi-schemas.ts',
  // The operator's CLI service parses its input with classic zod; no function imports it.
  'lib/merchants/admin.service.ts',
];
/** Code that runs in a function never loads the OpenAPI document's schemas (classic zod). */
const noOpenApiAtRuntime = {
  group: ['**/*.openapi.js', '**/*.openapi-schemas.js', '**/openapi/**', '**/api/**'],
  message:
    'The OpenAPI schemas (classic zod) are for the document only: nothing a function runs imports them.',
};

// `import { z }` binds zod's whole namespace as one object, which esbuild cannot tree-shake:
// every locale and helper would land in every function.
const zodNamedImport = {
  selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'` (tree-shakable).",
};

// A schema built by a module's top level is built at every import of the module, used or not.
const eagerSchema = (declaration) => ({
  selector: `Program > ${declaration}VariableDeclaration > VariableDeclarator[init.type='CallExpression']:not([init.callee.property.name='lazy']):has(MemberExpression[object.name='z'])`,
  message:
    'Wrap a module-level schema in z.lazy(() => …): it is then built on its first parse, not at every import.',
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'cdk.out/',
      '.data/',
      // Examples the API guide asks people to save and run (scratch/receiver.mjs): theirs, not ours.
      'scratch/',
      'coverage/',
      'test/fixtures/make-layout-v1.ts',
      // The client package's build output (`npm run build` there).
      'clients/typescript/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'lib/**/*.ts',
      'functions/**/*.ts',
      'infra/**/*.ts',
      'dev/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // An area adds its codes to a shared catalogue by augmenting its interface:
      // `interface ErrorCodes extends CodesOf<typeof chargeErrorCodes> {}` (lib/error-codes.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    // What a function runs validates with zod/mini (a fraction of classic zod's bytes, and cheaper
    // schemas to build at cold start); classic zod builds the OpenAPI document only (`lib/openapi`,
    // `lib/api` and the areas' `*.openapi.ts` and `*.openapi-schemas.ts`), which no runtime code
    // imports. Storage and the domain have their own limits on top (below).
    files: ['functions/**/*.ts', 'lib/**/*.ts'],
    ignores: OPENAPI_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [zodAtRuntime], patterns: [noOpenApiAtRuntime] }] },
  },
  {
    files: ['lib/db/**/*.ts', 'lib/**/*.storage.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodAtRuntime], patterns: [noOpenApiAtRuntime, noViewsInStorage] },
      ],
    },
  },
  {
    files: ['lib/domain/**/*.ts', 'lib/**/*.domain.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodAtRuntime], patterns: [noOpenApiAtRuntime, noHttpErrorsInDomain] },
      ],
    },
  },
  {
    // A route row is data: its file imports types only.
    files: ['lib/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['*'], allowTypeImports: true, message: 'Route rows are data: import types only.' },
          ],
        },
      ],
    },
  },
  {
    // A function imports many domain modules but parses with a few of their schemas: built at
    // import, every other schema would be built in its cold start for nothing.
    files: ['lib/domain/**/*.ts', 'lib/**/*.domain.ts', 'lib/pix/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamedImport,
        eagerSchema(''),
        eagerSchema('ExportNamedDeclaration > '),
      ],
    },
  },
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
);
