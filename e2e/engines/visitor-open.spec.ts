import { expect, test } from '@playwright/test';
import type { EngineDriver } from './driver';
import { documentStays, recordProblems } from './in-page';
import type { SiteServer } from './site-server';
import { Visitor } from './visitor';

// Visitor.open() against a stand-in driver that plays what WebKit did on a fresh-clone CI run: /kontakt
// with English stored sends the visitor to /en/kontakt before its first paint, and a call into the
// leaving page fails with "Callback was not called before the unload event". No browser is needed.
test('open() waits out a page that sends the visitor on before its first paint, and records in the page it lands on', async () => {
  const pages = [
    { path: '/kontakt', stays: false, callsBeforeItGoes: 1 },
    { path: '/en/kontakt', stays: true, callsBeforeItGoes: Infinity },
  ];
  let current = 0;
  let calls = 0;
  const recordedIn: string[] = [];
  const held: string[] = [];
  const driver = {
    engine: 'webkit',
    async navigate() {
      current = 0;
      calls = 0;
    },
    async evaluate(fn: unknown) {
      const page = pages[current];
      if (calls++ >= page.callsBeforeItGoes) {
        current += 1;
        throw new Error('NoSuchFrameError: Callback was not called before the unload event');
      }
      if (fn === documentStays) return page.stays;
      if (fn === recordProblems) return void recordedIn.push(page.path);
      throw new Error('an unexpected call');
    },
  } as unknown as EngineDriver;
  const site = {
    origin: 'http://127.0.0.1:1',
    holdScripts: () => held.push('hold'),
    release: () => held.push('release'),
  } as unknown as SiteServer;

  await new Visitor(driver, site).open('/kontakt');
  expect(recordedIn).toEqual(['/en/kontakt']);
  expect(held).toEqual(['hold', 'release']);
});
