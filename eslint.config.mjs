// Lint rules that keep the architecture visible: layers by Nx tags, kebab-case files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.portico/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/migrations/**',
      '**/*.config.js',
      '**/*.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx, 'check-file': checkFile },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['platform:server', 'platform:shared'] },
            { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'platform:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'platform:shared'] },
            {
              sourceTag: 'platform:tooling',
              onlyDependOnLibsWithTags: ['platform:shared', 'platform:server', 'platform:web', 'type:lib'],
            },
          ],
        },
      ],
    },
  },
  {
    // The CEAC simulator stands on the captured record (services/ceac-sim/data), never on Portico's
    // questionnaire, its validation or its CEAC map (issue 17, ADR 0039): no import of
    // @portico/shared-types from its source, by package name or by path.
    files: ['services/ceac-sim/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portico/shared-types', '@portico/shared-types/**', '**/shared-types/**'],
              message:
                'The CEAC simulator reads CEAC from its own data (services/ceac-sim/data), not from the questionnaire (ADR 0039).',
            },
          ],
        },
      ],
    },
  },
  {
    // The autosave's merge and request checks are pure (ADR 0049): no database, no cipher, no clock
    // or network of their own. The persistence step (save-statement.ts) does the I/O.
    files: [
      'services/forms/src/modules/answers/merge.ts',
      'services/forms/src/modules/answers/save-request.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mikro-orm/*',
                'pg',
                'knex',
                'node:*',
                '**/form-records',
                '**/answer-cipher',
                './save-statement',
                './answers.service',
              ],
              allowTypeImports: true,
              message: 'The merge is pure (ADR 0049): I/O belongs in save-statement.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', globalThis: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
