/** @jest-environment node */
// What npm run cms's server lets through to decap-server: a page of its own only, and writes to the files
// the CMS edits only; and git mode never on the repository it runs from.
import path from 'node:path';
import { isEditableFile, refusal, startCmsServer } from './server.mjs';

const port = 3300;
const request = (headers: Record<string, string>, body?: unknown, pathName = '/api/v1', method = 'POST') =>
  ({ headers, body, path: pathName, method }) as Parameters<typeof refusal>[0];
const ours = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
const persist = (paths: string[]) => ({
  action: 'persistEntry',
  params: { dataFiles: paths.map((file) => ({ path: file, raw: '{}' })), assets: [], options: {} },
});

it('answers its own pages under a local name, and refuses another name (a DNS-rebinding page)', () => {
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    expect(refusal(request({ host }, undefined, '/admin/', 'GET'), port)).toBeNull();
  }
  expect(refusal(request({ host: `attacker.example:${port}` }, undefined, '/admin/', 'GET'), port)).toBe(
    `the host attacker.example:${port} is not this computer`,
  );
});

it('lets the backend be called only by its own page, with POST', () => {
  expect(refusal(request(ours, { action: 'info' }), port)).toBeNull();
  expect(refusal(request({ host: ours.host }, { action: 'info' }), port)).toBe(
    'the backend answers the CMS of this server only',
  );
  expect(refusal(request({ ...ours, origin: 'http://localhost:3999' }, { action: 'info' }), port)).toBe(
    'the backend answers the CMS of this server only',
  );
  expect(refusal(request(ours, undefined, '/api/v1', 'GET'), port)).toBe('the backend takes POST');
});

it('lets it write the page files, the facts and the glossary, and nothing else', () => {
  expect(refusal(request(ours, persist(['messages/pages/Contact.json'])), port)).toBeNull();
  expect(refusal(request(ours, persist(['messages/facts.json', 'messages/glossary.json'])), port)).toBeNull();
  expect(refusal(request(ours, persist(['messages/pages/Contact.json', 'package.json'])), port)).toBe(
    'the CMS writes messages/ only, not package.json',
  );
  expect(
    refusal(
      request(ours, { action: 'deleteFiles', params: { paths: ['messages/pages/Home.json', 'lib/site.ts'] } }),
      port,
    ),
  ).toBe('the CMS writes messages/ only, not lib/site.ts');
  expect(refusal(request(ours, { action: 'persistMedia', params: { asset: { path: 'public/x.svg' } } }), port)).toBe(
    'the CMS writes messages/ only, not public/x.svg',
  );
  for (const file of [
    'messages/pages/../../package.json',
    'messages/pages/sub/x.json',
    'messages/catalog.schema.json',
  ]) {
    expect(isEditableFile(file)).toBe(false);
  }
});

it('refuses git mode on the repository it runs from: it would check branches out under the developer', async () => {
  await expect(startCmsServer({ repo: path.join(__dirname, '../..'), mode: 'git' })).rejects.toThrow(
    /git mode checks out branches in the folder it edits: not .*, the repository this runs from\. Give it a clone\./,
  );
});
