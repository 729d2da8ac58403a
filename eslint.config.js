import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// `import { z }` binds zod's whole namespace as one object, which esbuild cannot tree-shake:
// every locale and helper lands in every function (443 KB, ~15 ms of cold start).
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
  { ignores: ['node_modules/', 'cdk.out/', '.data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    // What a function runs validates with zod/mini (~20 KB bundled, against ~90 KB for classic zod,
    // and cheaper schemas to build at cold start); classic zod builds the OpenAPI document only.
    files: ['functions/**/*.ts', 'lib/**/*.ts'],
    ignores: ['lib/openapi/**', 'lib/admin.ts'],
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
    // import, the rest were up to 190 zod constructors of a payment function's cold start.
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
