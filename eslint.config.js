import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
      // `import { z }` binds zod's whole namespace as one object, which esbuild cannot tree-shake:
      // every locale and helper lands in every function (443 KB, ~15 ms of cold start).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` (tree-shakable).",
        },
      ],
    },
  },
  {
    // What a function runs validates with zod/mini (~20 KB bundled, against ~90 KB for classic zod,
    // and cheaper schemas to build at cold start); classic zod builds the OpenAPI document only.
    files: ['functions/**/*.ts', 'lib/**/*.ts'],
    ignores: ['lib/openapi/**', 'lib/admin.ts', 'lib/local/**'],
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
  { files: ['*.js'], ...tseslint.configs.disableTypeChecked },
);
