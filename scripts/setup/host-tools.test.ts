/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { missingOptionalPackages } from './check-lock.mjs';
import { isRecentEnough } from './host-tools.mjs';

describe('host tools', () => {
  it.each([
    ['20.20.2', false],
    ['22.12.0', false],
    ['22.13.0', true],
    ['24.21.0', true],
  ])('Node %s runs wrangler and netlify-cli by itself: %s', (version, recent) => {
    expect(isRecentEnough(version)).toBe(recent);
  });

  it.each(['node', 'netlify'])(
    'the %s tool lock holds every platform package, so npm ci installs it anywhere',
    (name) => {
      const lock = JSON.parse(readFileSync(`scripts/setup/host-tools/${name}/package-lock.json`, 'utf8'));
      expect(missingOptionalPackages(lock)).toEqual([]);
      expect(Object.keys(lock.packages).length).toBeGreaterThan(1);
    },
  );
});
