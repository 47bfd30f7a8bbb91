// The static export carries nothing of the text editor of `npm run dev`: no marker, no editor code.
// (The edge build: text-editor-absent.edge.spec.ts.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { markTexts } from '../lib/text-editor/markers.mjs';
import { editorTraces, findEditorTraces } from './text-editor-absent';

test('out/ holds no text marker and nothing of the text editor', () => {
  expect(findEditorTraces('out')).toEqual([]);
});

test('the search finds each trace, in any file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-traces-'));
  try {
    mkdirSync(path.join(dir, 'en'));
    writeFileSync(path.join(dir, 'en/page.html'), `<h1>${markTexts({ title: 'Rubrik' }).title}</h1>`);
    editorTraces.forEach(([, text], i) => writeFileSync(path.join(dir, `chunk-${i}.js`), `x("${text}")`));
    const found = findEditorTraces(dir);
    expect(found).toContain('en/page.html: a text marker');
    for (const [i, [what]] of editorTraces.entries()) expect(found).toContain(`chunk-${i}.js: ${what}`);
    // Only the folder left out is not searched.
    expect(findEditorTraces(dir, { except: ['en'] })).toEqual(found.filter((trace) => !trace.startsWith('en/')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
