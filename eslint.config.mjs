// ESLint: Next's core-web-vitals and TypeScript rules over the whole repository; formatting is
// Prettier's job (eslint-config-prettier turns the rules off that would fight it).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

/**
 * no-restricted-imports for runtime code: never the tooling (scripts/, e2e/), nor the given folders above it,
 * nor (outside lib/) the Edge Function's code.
 * @param {string[]} above
 * @param {{ functionsThroughLib?: boolean }} [options]
 */
function importsBarredFrom(above, { functionsThroughLib = true } = {}) {
  const patterns = [
    {
      regex: '^((\\.\\.?/)+|@/)(scripts|e2e)(/|$)',
      message: 'Runtime code never imports tooling: move what both need into a pure module under lib/.',
    },
  ];
  if (functionsThroughLib) {
    patterns.push({
      regex: '^((\\.\\.?/)+|@/)supabase/functions(/|$)',
      message:
        'The enquiry schema, constants, answer codes and retention come through lib/validations/, not supabase/functions/.',
    });
  }
  if (above.length) {
    patterns.push({
      regex: `^((\\.\\.?/)+|@/)(${above.join('|')})(/|$)`,
      message: 'No import points up: app/ uses components/ and lib/, components/ uses lib/.',
    });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      // `const { omitted, ...rest } = value` is how a test or script drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain JavaScript has no type check behind it: a name used and never imported or declared is an error
    // here (TypeScript files get it from tsc). Scripts run in Node, their client parts in the browser.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-undef': 'error' },
  },
  {
    // No import circle anywhere in our code (eslint-config-next brings eslint-plugin-import); packages are neither
    // followed nor parsed (parsing them took most of lint's time and overflowed the stack on PGlite's bundle).
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    settings: { 'import/ignore': ['node_modules'] },
  },
  // Runtime never imports tooling, and no import points up: app/ may use components/ and lib/, components/
  // may use lib/, lib/ neither (its tests aside). What both sides need is a pure module under lib/. Only
  // lib/ reaches into supabase/functions/ (lib/validations/ is the doorway).
  { files: ['app/**', 'middleware.ts', 'next.config.mjs'], rules: importsBarredFrom([]) },
  { files: ['components/**'], rules: importsBarredFrom(['app']) },
  { files: ['lib/**'], rules: importsBarredFrom(['app', 'components'], { functionsThroughLib: false }) },
  { files: ['lib/**/*.test.ts', 'lib/**/*.test.tsx'], rules: importsBarredFrom([], { functionsThroughLib: false }) },
  {
    // Tests read JSON-LD and API answers as plain JSON.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The Edge Functions' SQL is tagged templates and postgres.js's helpers: no statement text is built from strings.
    files: ['supabase/functions/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'unsafe',
          message:
            'Write SQL as a tagged template (sql`…`) with postgres.js helpers such as sql(columns), never from a string.',
        },
      ],
    },
  },
  {
    // Playwright's fixtures receive a function named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-edge/**',
    'out/**',
    'public/**',
    'bench/tmp/**',
    'test-results/**',
    'playwright-report/**',
    '.local/**',
    'next-env.d.ts',
  ]),
]);
