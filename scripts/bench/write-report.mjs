// The benchmarks' reports are committed, and `npm test` checks every file's formatting: each is
// written as `prettier --write` would leave it, under the project's Prettier options.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { prettierFormat } from '../shared/prettier-format.mjs';

/** Writes `text` (Markdown or JSON, by the file's extension) to `path`, formatted. */
export async function writeReport(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await prettierFormat(path, text, { proseWrap: 'preserve' }));
}
