// Reads a catalog's JSON text the way an editor needs it: every key's line, and a syntax error told as
// the place (line, column, the key path around it) and the likely slip (a missing or extra comma, a
// quote that ends a text early), instead of JSON.parse's "Unexpected token at position 2817".

/** A path as the catalogs and next-intl write it: `Contact.hero.title`, list items as `items[2]`. */
export function joinPath(path, key) {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

export class JsonSyntaxError extends Error {
  /**
   * @param {string} message what is wrong, in an editor's words
   * @param {{ line: number, column: number, path: string }} where
   */
  constructor(message, where) {
    super(message);
    this.line = where.line;
    this.column = where.column;
    /** The key path of the group being read when the error came, '' at the top level. */
    this.path = where.path;
  }
}

const describe = (char) => (char === undefined ? 'the end of the file' : JSON.stringify(char));

/**
 * @param {string} text
 * @returns {{ value: unknown, lines: Map<string, number>, spans: Map<string, [number, number]>, duplicates: { path: string, line: number }[] }}
 *   the parsed value, the line of every key path, where each value's source text starts and ends (so a
 *   text can be replaced without touching a character around it), and keys written twice in one group
 *   (JSON.parse keeps the last one silently)
 * @throws {JsonSyntaxError}
 */
export function parseJsonSource(text) {
  let i = 0;
  const lines = new Map();
  const spans = new Map();
  const duplicates = [];
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);

  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const fail = (message, path, offset = i) => {
    const line = lineOf(offset);
    throw new JsonSyntaxError(message, { line, column: offset - lineStarts[line - 1] + 1, path });
  };
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  /** Where the previous token ended: a missing comma belongs at the end of that line. */
  const previousLine = () => {
    let k = i - 1;
    while (k > 0 && /\s/.test(text[k])) k--;
    return lineOf(k);
  };

  const readString = (path) => {
    const start = i;
    i++; // opening quote
    while (i < text.length) {
      const char = text[i];
      if (char === '"') {
        i++;
        return JSON.parse(text.slice(start, i));
      }
      if (char === '\\') {
        if (!/["\\/bfnrtu]/.test(text[i + 1] ?? '')) {
          fail(`a backslash must be followed by one of " \\ / b f n r t u (write \\\\ for a backslash)`, path);
        }
        if (text[i + 1] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          fail('\\u must be followed by four hexadecimal digits', path);
        }
        i += 2;
        continue;
      }
      if (char === '\n' || char === '\r') {
        fail('the text has a line break or its closing quote " is missing; write \\n for a line break', path);
      }
      i++;
    }
    return fail('the text has no closing quote "', path, start);
  };

  const readValue = (path) => {
    skipSpace();
    const start = i;
    const value = readBareValue(path);
    spans.set(path, [start, i]);
    return value;
  };

  const readBareValue = (path) => {
    const char = text[i];
    if (char === '{') return readObject(path);
    if (char === '[') return readArray(path);
    if (char === '"') return readString(path);
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (literal) {
      i += literal[0].length;
      return JSON.parse(literal[0]);
    }
    if (char === "'") fail('texts and keys need double quotes " in JSON, not single quotes', path);
    if (char === '}' || char === ']') fail(`a value is missing before ${describe(char)}`, path);
    return fail(`expected a value (a "text", a { group } or a [ list ]) but found ${describe(char)}`, path);
  };

  /** After an entry: a comma, the closing bracket, or one of three common slips. */
  const afterEntry = (path, close, previous, afterText) => {
    skipSpace();
    const char = text[i];
    if (char === ',' || char === close) return char;
    const where = `after ${previous}`;
    if (char === '"' || char === '{' || char === '[') {
      fail(
        `expected "," or "${close}" ${where}: a comma is probably missing at the end of line ${previousLine()}`,
        path,
      );
    }
    if (char === undefined) fail(`the file ends inside this group: a closing "${close}" is missing`, path);
    if (afterText && /[^\s,:\]}]/.test(char)) {
      fail(
        `expected "," or "${close}" ${where}: a quote " inside the text ends it early; write \\" or use typographic quotes “ ”`,
        path,
      );
    }
    return fail(`expected "," or "${close}" ${where} but found ${describe(char)}`, path);
  };

  const readObject = (path) => {
    const value = {};
    i++; // {
    skipSpace();
    if (text[i] === '}') {
      i++;
      return value;
    }
    for (let comma = -1; ;) {
      skipSpace();
      if (text[i] === '}') fail('a comma is left after the last entry of this group: remove it', path, comma);
      if (text[i] !== '"') {
        if (text[i] === "'") fail('keys need double quotes " in JSON, not single quotes', path);
        fail(`expected a key in double quotes but found ${describe(text[i])}`, path);
      }
      const keyLine = lineOf(i);
      const key = readString(path);
      const keyPath = joinPath(path, key);
      skipSpace();
      if (text[i] !== ':') fail(`expected ":" after the key "${key}" but found ${describe(text[i])}`, path);
      i++;
      if (Object.hasOwn(value, key)) duplicates.push({ path: keyPath, line: keyLine });
      lines.set(keyPath, keyLine);
      value[key] = readValue(keyPath);
      const next = afterEntry(path, '}', `the value of "${key}"`, typeof value[key] === 'string');
      comma = i++;
      if (next === '}') return value;
    }
  };

  const readArray = (path) => {
    const value = [];
    i++; // [
    skipSpace();
    if (text[i] === ']') {
      i++;
      return value;
    }
    for (let comma = -1; ;) {
      skipSpace();
      if (text[i] === ']') fail('a comma is left after the last item of this list: remove it', path, comma);
      const itemPath = joinPath(path, value.length);
      lines.set(itemPath, lineOf(i));
      value.push(readValue(itemPath));
      const next = afterEntry(path, ']', `item ${value.length - 1}`, typeof value.at(-1) === 'string');
      comma = i++;
      if (next === ']') return value;
    }
  };

  skipSpace();
  if (text[i] !== '{') fail(`the file must start with "{" but starts with ${describe(text[i])}`, '');
  const value = readValue('');
  skipSpace();
  if (i < text.length) fail(`unexpected ${describe(text[i])} after the closing "}" of the file`, '');
  return { value, lines, spans, duplicates };
}
