import { missingOptionalPackages } from './check-lock.mjs';

const lock = (packages: Record<string, object>) => ({ lockfileVersion: 3, packages: { '': {}, ...packages } });

test('a lock with every platform binary passes', () => {
  const complete = lock({
    'node_modules/next': { version: '16.4.5', optionalDependencies: { '@next/swc-darwin-arm64': '16.4.5' } },
    'node_modules/@next/swc-darwin-arm64': { version: '16.4.5', optional: true, os: ['darwin'], cpu: ['arm64'] },
  });
  expect(missingOptionalPackages(complete)).toEqual([]);
});

test('names each optional package the lock lacks and who needs it', () => {
  const partial = lock({
    'node_modules/next': {
      version: '16.4.5',
      optionalDependencies: { '@next/swc-linux-x64-gnu': '16.4.5', '@next/swc-darwin-arm64': '16.4.5' },
    },
    'node_modules/@next/swc-linux-x64-gnu': { version: '16.4.5', optional: true },
  });
  expect(missingOptionalPackages(partial)).toEqual(['next → @next/swc-darwin-arm64@16.4.5']);
});

test('a nested copy of the package counts, as Node would find it', () => {
  const nested = lock({
    'node_modules/a/node_modules/b': { version: '1.0.0', optionalDependencies: { c: '1.0.0' } },
    'node_modules/a/node_modules/c': { version: '1.0.0', optional: true },
  });
  expect(missingOptionalPackages(nested)).toEqual([]);
});
