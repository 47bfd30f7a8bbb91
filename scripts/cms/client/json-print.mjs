// JSON as Prettier writes it with the repository's settings (printWidth 120), so that a save in the CMS
// changes only the lines of what was edited and the draft passes `prettier --check` in CI. Decap hands
// its format the data alone: the keys come back in the order of the file as the site was built (its
// Immutable maps lose order past eight keys), and an object stays spread over lines where the file had
// it so (Prettier keeps a newline after "{"). Runs in the browser (the /admin bundle); json-print.test.ts
// holds it equal to Prettier on every file of messages/ and on edits that make lists break and join.

const WIDTH = 120;

/**
 * The objects written over several lines in a JSON file, by path (`sv.Home.hero`; the root is ''), and
 * its values, from its text: what `printJson` needs to write the file again as it was.
 * @param {string} text
 * @returns {string[]}
 */
export function expandedObjects(text) {
  const found = [];
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = () => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const value = (path) => {
    space();
    if (text[i] === '{') {
      const open = i++;
      space();
      if (text.slice(open, i).includes('\n') && text[i] !== '}') found.push(path);
      while (text[i] !== '}') {
        space();
        const key = string();
        space();
        i++; // ':'
        value(path ? `${path}.${key}` : key);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (text[i] === '[') {
      i++;
      for (let k = 0; ; k++) {
        space();
        if (text[i] === ']') break;
        value(`${path}[${k}]`);
        space();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (text[i] === '"') string();
    else while (/[^\s,\]}]/.test(text[i] ?? ' ')) i++;
  };
  value('');
  return found;
}

/** A value with the keys of each object in the order `template` has them (new keys last). */
export function ordered(value, template) {
  if (Array.isArray(value)) {
    const items = Array.isArray(template) ? template : [];
    return value.map((item, k) => ordered(item, items[k] ?? items[0]));
  }
  if (value === null || typeof value !== 'object') return value;
  const known = template && typeof template === 'object' && !Array.isArray(template) ? Object.keys(template) : [];
  const keys = [
    ...known.filter((key) => Object.hasOwn(value, key)),
    ...Object.keys(value).filter((key) => !known.includes(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, ordered(value[key], template?.[key])]));
}

// A small document printer in Prettier's manner: groups print flat when they fit in the line, else broken.
const text = (s) => ({ t: 'text', s });
const LINE = { t: 'line', flat: ' ' };
const SOFTLINE = { t: 'line', flat: '' };
const group = (parts, shouldBreak = false) => ({ t: 'group', parts, shouldBreak });
const indent = (parts) => ({ t: 'indent', parts });

/** A later item of a list is laid out like the first (a glossary term added in the CMS). */
const general = (path) => path.replace(/\[\d+\]/g, '[0]');

function documentOf(value, path, expanded) {
  if (Array.isArray(value)) {
    if (!value.length) return text('[]');
    const items = value.map((item, k) => documentOf(item, `${path}[${k}]`, expanded));
    // Prettier always breaks a list of two or more objects that each have more than one key.
    const objects =
      value.length > 1 &&
      value.every(
        (item) => item !== null && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length > 1,
      );
    return group([text('['), indent([SOFTLINE, ...joined(items)]), SOFTLINE, text(']')], objects);
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length) return text('{}');
    const props = keys.map((key) => {
      const at = path ? `${path}.${key}` : key;
      return [text(`${JSON.stringify(key)}: `), documentOf(value[key], at, expanded)];
    });
    const spread = expanded.has(path) || expanded.has(general(path));
    return group([text('{'), indent([LINE, ...joined(props)]), LINE, text('}')], spread);
  }
  return text(JSON.stringify(value));
}

const joined = (docs) => docs.flatMap((doc, k) => (k ? [text(','), LINE, doc] : [doc]));

/** Marks every group that holds a group that must break as broken too (Prettier's propagateBreaks). */
function propagate(doc) {
  if (Array.isArray(doc)) return doc.reduce((any, part) => propagate(part) || any, false);
  if (doc.t === 'group') {
    const inner = propagate(doc.parts);
    doc.shouldBreak ||= inner;
    return doc.shouldBreak;
  }
  if (doc.t === 'indent') return propagate(doc.parts);
  return false;
}

const width = (s) => [...s].length;

/** Whether `next` fits flat in the rest of the line, the commands after it counted up to their first line break. */
function fits(next, rest, room) {
  const stack = [next];
  let restAt = rest.length;
  while (room >= 0) {
    if (!stack.length) {
      if (!restAt) return true;
      stack.push(rest[--restAt]);
      continue;
    }
    const [mode, doc] = stack.pop();
    if (Array.isArray(doc)) for (let k = doc.length - 1; k >= 0; k--) stack.push([mode, doc[k]]);
    else if (doc.t === 'text') room -= width(doc.s);
    else if (doc.t === 'indent') stack.push([mode, doc.parts]);
    else if (doc.t === 'group') stack.push([doc.shouldBreak ? 'break' : mode, doc.parts]);
    else if (mode === 'break') return true;
    else room -= doc.flat.length;
  }
  return false;
}

/**
 * JSON text as Prettier formats it: keys in the template's order, objects spread where `expanded` says
 * (or where they do not fit), lists on one line when they fit.
 * @param {unknown} value
 * @param {{ template?: unknown, expanded?: Iterable<string> }} [layout] template: the file as it was;
 *   expanded: its objects written over several lines (expandedObjects)
 */
export function printJson(value, { template, expanded = [] } = {}) {
  const doc = documentOf(template === undefined ? value : ordered(value, template), '', new Set(expanded));
  propagate(doc);
  let out = '';
  let column = 0;
  const commands = [[0, 'break', doc]];
  while (commands.length) {
    const [level, mode, part] = commands.pop();
    if (Array.isArray(part)) {
      for (let k = part.length - 1; k >= 0; k--) commands.push([level, mode, part[k]]);
    } else if (part.t === 'text') {
      out += part.s;
      column += width(part.s);
    } else if (part.t === 'indent') commands.push([level + 2, mode, part.parts]);
    else if (part.t === 'group') {
      const flat =
        !part.shouldBreak &&
        fits(
          ['flat', part.parts],
          commands.map(([, m, d]) => [m, d]),
          WIDTH - column,
        );
      commands.push([level, flat ? 'flat' : 'break', part.parts]);
    } else if (mode === 'flat') {
      out += part.flat;
      column += part.flat.length;
    } else {
      out += `\n${' '.repeat(level)}`;
      column = level;
    }
  }
  return `${out}\n`;
}
