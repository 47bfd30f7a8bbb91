// ESLint: Next's core-web-vitals and TypeScript rules over the whole repository; formatting is
// Prettier's job (eslint-config-prettier turns the rules off that would fight it).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

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
    // Tests read JSON-LD and API answers as plain JSON.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
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
