// The edge build carries nothing of the text editor of `npm run dev`: no marker and no editor code in
// its pages, its server code or its source maps. (The static export: text-editor-absent.spec.ts.)
import { expect, test } from '@playwright/test';
import { findEditorTraces } from './text-editor-absent';

test('.next-edge/ holds no text marker and nothing of the text editor', () => {
  // Not cache/: Turbopack's build cache, never served or run, is some 60 MB of compressed bytes, where the
  // marker's four bytes turn up by chance about once in seventy builds (a CI run found them there).
  expect(findEditorTraces('.next-edge', { except: ['cache'] })).toEqual([]);
});
