import prettier from 'prettier';

/**
 * A file's text as Prettier formats it with the repository's settings (npm test checks every file's
 * formatting): the catalog schema (npm run messages:schema), the catalogs the text editor writes, the
 * benchmarks' reports.
 * @param {string} file the file's path, which also picks the parser
 * @param {string} text
 * @param {import('prettier').Options} [extra] options on top of the repository's
 */
export async function prettierFormat(file, text, extra = {}) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, ...extra, filepath: file });
}
