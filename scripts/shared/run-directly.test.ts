/** @jest-environment node */
import { pathToFileURL } from 'node:url';
import { isRunDirectly } from './run-directly.mjs';

const started = process.argv[1];
afterEach(() => {
  process.argv[1] = started;
});

it('is true for the script node was started with, false for any other module', () => {
  process.argv[1] = '/work/repo/scripts/setup/check-lock.mjs';
  expect(isRunDirectly('file:///work/repo/scripts/setup/check-lock.mjs')).toBe(true);
  expect(isRunDirectly('file:///work/repo/scripts/serve/serve-static.mjs')).toBe(false);
});

it('recognises a checkout whose path has spaces, and a script started by a relative path', () => {
  process.argv[1] = '/home/a user/fyrtorn web/scripts/setup/check-lock.mjs';
  expect(isRunDirectly(pathToFileURL('/home/a user/fyrtorn web/scripts/setup/check-lock.mjs').href)).toBe(true);
  process.argv[1] = 'scripts/setup/check-lock.mjs';
  expect(isRunDirectly(pathToFileURL(`${process.cwd()}/scripts/setup/check-lock.mjs`).href)).toBe(true);
});

it('is false when node runs no script file (node -e, a REPL)', () => {
  process.argv.splice(1);
  expect(isRunDirectly('file:///work/repo/scripts/setup/check-lock.mjs')).toBe(false);
});
