// The edge build carries nothing of the text editor of `npm run dev`: no marker and no editor code in
// its pages, its server code or its source maps. (The static export: text-editor-absent.spec.ts.)
import { expect, test } from '@playwright/test';
import { findEditorTraces } from './text-editor-absent';

test('.next-edge/ holds no text marker and nothing of the text editor', () => {
  expect(findEditorTraces('.next-edge')).toEqual([]);
});
