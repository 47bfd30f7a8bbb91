// lib/i18n/page-sources.ts, the app's list of the page files (messages/pages/*.json): the bundler needs
// each import written out, so npm run messages:schema writes the module from the folder, and the check
// says when a page file was added or removed since.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { namespaceOf } from '../../lib/i18n/catalog/page-files.mjs';

export const PAGE_SOURCES_FILE = 'lib/i18n/page-sources.ts';

/** The module's text for these page files (`messages/pages/Contact.json`, …). @param {string[]} files */
export function pageSourcesModule(files) {
  const names = files.map((file) => ({ file, name: namespaceOf(file).replace(/\W/g, '_') }));
  return [
    '// Written by npm run messages:schema from the files in messages/pages/ (scripts/catalogs/page-sources.mjs): do not edit.',
    ...names.map(({ file, name }) => `import ${name} from '../../${file}';`),
    '',
    '/** Every page file with its path: its text under the bundler (next.config.mjs), parsed under Jest and tsc. */',
    'export const pageSources = [',
    ...names.map(({ file, name }) => `  ['${file}', ${name} as unknown],`),
    '] as const;',
    '',
    "/** The Swedish catalog's type: every namespace, as its page file holds it. */",
    `export type PageTexts = ${names.map(({ name }) => `(typeof ${name})['sv']`).join(' & ')};`,
    '',
  ].join('\n');
}

/** The page files the module imports now. @param {string} [root] */
export function listedPageFiles(root = process.cwd()) {
  const text = readFileSync(path.join(root, PAGE_SOURCES_FILE), 'utf8');
  return [...text.matchAll(/from '\.\.\/\.\.\/(messages\/pages\/[^']+\.json)'/g)].map((match) => match[1]).sort();
}
