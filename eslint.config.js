import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers, top to bottom: a file may import only from layers below its own (docs/architecture.md).
 * functions → payment-page, openapi → http → routes, services → db, pix, webhooks → domain → base
 * (config, errors, messages, logger). Development tooling (dev/, scripts/, bench/, test/) and the
 * stack (infra/) sit above everything and nothing in lib/ or functions/ imports them.
 */
const above = {
  domain: [
    'lib/db',
    'lib/pix',
    'lib/webhooks',
    'lib/services',
    'lib/routes',
    'lib/http',
    'lib/openapi',
    'lib/payment-page',
  ],
  adapters: ['lib/db', 'lib/services', 'lib/routes', 'lib/http', 'lib/openapi', 'lib/payment-page'],
  services: ['lib/routes', 'lib/http', 'lib/openapi', 'lib/payment-page'],
  routes: [
    'lib/db',
    'lib/pix',
    'lib/webhooks',
    'lib/services',
    'lib/http',
    'lib/openapi',
    'lib/payment-page',
  ],
  http: ['lib/openapi', 'lib/payment-page'],
  tooling: ['dev', 'scripts', 'bench', 'test', 'infra', 'functions'],
};
const zone = (target, from, message) => ({ target, from, message });
const layerZones = [
  ...above.domain.map((from) => zone('lib/domain', from, 'lib/domain is pure: rules and schemas, no I/O.')),
  ...above.adapters.flatMap((from) =>
    ['lib/pix', 'lib/webhooks'].map((target) =>
      zone(target, from, 'Providers never reach storage or the layers above.'),
    ),
  ),
  ...above.adapters
    .filter((from) => from !== 'lib/db')
    .map((from) =>
      zone('lib/db', from, 'lib/db builds items, conditions and reads: it imports nothing above it.'),
    ),
  zone('lib/db', 'lib/pix', 'lib/db imports no provider.'),
  zone('lib/db', 'lib/webhooks', 'lib/db imports no provider.'),
  zone('lib/db', 'lib/errors.ts', 'lib/db answers data or ConditionFailed; the services choose HTTP errors.'),
  ...above.services.map((from) =>
    zone('lib/services', from, 'Services hold the flow; HTTP and views sit above them.'),
  ),
  ...above.routes.map((from) => zone('lib/routes', from, 'The route table is data: it imports only types.')),
  ...above.http.map((from) => zone('lib/http', from, 'lib/http is the middleware every route shares.')),
  ...above.tooling.map((from) =>
    zone('lib', from, 'lib/ is what is deployed: no tooling, stack or handler in it.'),
  ),
  ...['dev', 'scripts', 'bench', 'test', 'infra'].map((from) =>
    zone('functions', from, 'Handlers import only lib/.'),
  ),
];

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
    // schemas to build at cold start); classic zod builds the OpenAPI document only (`lib/openapi`, `lib/api` and the areas'
    // `*.openapi.ts` and `*.openapi-schemas.ts`).
    files: ['functions/**/*.ts', 'lib/**/*.ts'],
    ignores: [
      'lib/openapi/**',
      'lib/api/**',
      'lib/**/*.openapi.ts',
      'lib/**/*.openapi-schemas.ts',
      'lib/merchants/admin.service.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Runtime code imports 'zod/mini'; classic zod is for lib/openapi." },
          ],
        },
      ],
    },
  },
  {
    // A function imports many domain modules but parses with a few of their schemas: built at
    // import, every other schema would be built in its cold start for nothing.
    files: ['lib/domain/**/*.ts', 'lib/pix/**/*.ts'],
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
