// Whether a module is the script node was started with (`node scripts/x.mjs`), not one imported by
// another: the one test for every script that is both a command and a module. It compares file paths,
// not URLs, so a checkout whose path has spaces (percent-encoded in the URL) is recognised too.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} moduleUrl the module's import.meta.url */
export const isRunDirectly = (moduleUrl) =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
