// Checks the message catalogs before a build, so an editor's slip stops the build with a message that
// names the file and key, instead of shipping a broken page.
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * @typedef {{ file: string, key: string, message: string }} CatalogProblem
 */

/** Line and column of a character offset, for JSON syntax errors. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * @param {string} file
 * @param {string} text
 * @returns {{ value?: unknown, problems: CatalogProblem[] }}
 */
export function parseCatalog(file, text) {
  try {
    return { value: JSON.parse(text), problems: [] };
  } catch (error) {
    const match = /position (\d+)/.exec(String(error.message));
    const where = match ? lineColumn(text, Number(match[1])) : null;
    const at = where ? ` at line ${where.line}, column ${where.column}` : '';
    return { problems: [{ file, key: '(file)', message: `invalid JSON${at}: ${error.message}` }] };
  }
}

function kindOf(value) {
  if (Array.isArray(value)) return 'list';
  if (value !== null && typeof value === 'object') return 'object';
  return typeof value;
}

function join(path, key) {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

function placeholders(ast, out = new Set()) {
  for (const el of ast) {
    if (el.value !== undefined && el.type !== 0 && el.type !== 7) out.add(`{${el.value}}`);
    if (el.type === 8) out.add(`<${el.value}>`);
    if (el.children) placeholders(el.children, out);
    if (el.options) for (const option of Object.values(el.options)) placeholders(option.value, out);
  }
  return out;
}

function checkMessage(file, key, text, problems) {
  if (text.trim() === '') {
    problems.push({ file, key, message: 'empty text (expected a message)' });
    return null;
  }
  try {
    return placeholders(parse(text));
  } catch (error) {
    problems.push({
      file,
      key,
      message: `invalid message syntax: ${error.message} (check braces {} and tags <x></x>)`,
    });
    return null;
  }
}

/**
 * Compares the catalogs key by key against the reference (the first one, Swedish).
 * @param {Record<string, unknown>} catalogs file name → parsed catalog
 * @returns {CatalogProblem[]}
 */
export function compareCatalogs(catalogs) {
  const [[refFile, ref], ...others] = Object.entries(catalogs);
  const problems = [];

  const walk = (path, a, b, otherFile) => {
    const ka = kindOf(a);
    const kb = kindOf(b);
    if (b === undefined) {
      problems.push({ file: otherFile, key: path, message: `missing (present in ${refFile})` });
      return;
    }
    if (ka !== kb) {
      problems.push({ file: otherFile, key: path, message: `is a ${kb} but a ${ka} in ${refFile}` });
      return;
    }
    if (ka === 'list') {
      if (a.length !== b.length) {
        problems.push({ file: otherFile, key: path, message: `has ${b.length} items but ${a.length} in ${refFile}` });
      }
      a.forEach((item, i) => i < b.length && walk(join(path, i), item, b[i], otherFile));
      return;
    }
    if (ka === 'object') {
      for (const key of Object.keys(a)) walk(join(path, key), a[key], b[key], otherFile);
      for (const key of Object.keys(b)) {
        if (!(key in a))
          problems.push({ file: refFile, key: join(path, key), message: `missing (present in ${otherFile})` });
      }
      return;
    }
    if (ka === 'string') {
      const pa = checkMessage(refFile, path, a, problems);
      const pb = checkMessage(otherFile, path, b, problems);
      if (pa && pb) {
        const missing = [...pa].filter((p) => !pb.has(p));
        const extra = [...pb].filter((p) => !pa.has(p));
        if (missing.length || extra.length) {
          problems.push({
            file: otherFile,
            key: path,
            message: `placeholders differ from ${refFile} (expected ${[...pa].join(', ') || 'none'}, found ${[...pb].join(', ') || 'none'})`,
          });
        }
      }
      return;
    }
    problems.push({ file: otherFile, key: path, message: `unexpected ${ka} (expected text)` });
  };

  for (const [otherFile, other] of others) walk('', ref, other, otherFile);
  return problems;
}

/** @param {CatalogProblem & { level?: 'error' | 'warning' }} p */
export function formatProblem(p) {
  return `${p.level === 'warning' ? 'warning: ' : ''}${p.file}: ${p.key}: ${p.message}`;
}
