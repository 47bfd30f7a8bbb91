import prettier from 'prettier';

/**
 * A file's text as Prettier formats it with the repository's settings (npm test checks every file's
 * formatting): the catalog schema (npm run messages:schema), and the catalogs the text editor writes.
 * @param {string} file an absolute path
 * @param {string} text
 */
export async function prettierFormat(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}
