import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its ICU dependencies ship ESM: let next/jest's SWC transform them.
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify'];

const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Supabase's functions run on Deno, and so do their tests (deno test: npm run test:cms-oauth).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/.next-edge/', '/supabase/functions/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/.next-edge/'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
