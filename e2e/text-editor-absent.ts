// What a build must not carry of the text editor of `npm run dev` (scripts/text-editor/): the markers it
// puts after each text, its browser modules, its server and its switch. Taken from the editor's own
// modules, so the list follows the code. Read by e2e/text-editor-absent.spec.ts (the static export) and
// e2e/text-editor-absent.edge.spec.ts (the edge build).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MARKER_OPEN, TEXT_EDITOR_ENV } from '../lib/text-editor/markers.mjs';
import { CLIENT_PATH, EDITOR_ELEMENT, EDITOR_PATH, TOKEN_HEADER } from '../scripts/text-editor/protocol.mjs';

const escaped = (char: string) => {
  const code = char.codePointAt(0)!;
  const units = [char.charCodeAt(0), char.charCodeAt(1)].map((unit) => `\\u${unit.toString(16)}`);
  return [`\\u{${code.toString(16)}}`, units.join('')].flatMap((form) => [
    form,
    form.toUpperCase().replaceAll('\\U', '\\u'),
  ]);
};

/** Each trace by what it is. */
export const editorTraces: [string, string][] = [
  ['a text marker', MARKER_OPEN],
  ...escaped(MARKER_OPEN).map((form): [string, string] => ['a text marker, escaped', form]),
  ['the editor’s path', EDITOR_PATH],
  ['the editor’s script', CLIENT_PATH],
  ['the endpoint’s token header', TOKEN_HEADER],
  ['the switch of the markers', TEXT_EDITOR_ENV],
  ['the editor’s element', EDITOR_ELEMENT],
];

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Every file under `dir` (bytes, whatever the type) that holds a trace, as "file: what"; `except`: folders
 * of `dir` not searched.
 */
export function findEditorTraces(dir: string, { except = [] as string[] } = {}): string[] {
  const needles = editorTraces.map(([what, text]) => [what, Buffer.from(text)] as const);
  const found: string[] = [];
  const skipped = except.map((folder) => path.join(dir, folder) + path.sep);
  for (const file of filesUnder(dir)) {
    if (skipped.some((folder) => file.startsWith(folder))) continue;
    const bytes = readFileSync(file);
    for (const [what, needle] of needles) {
      if (bytes.includes(needle)) found.push(`${path.relative(dir, file)}: ${what}`);
    }
  }
  return found;
}
