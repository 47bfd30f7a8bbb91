/** @jest-environment node */
// The guard of npm run cms's server, called directly: a cheap layer under e2e/cms/local-guard.spec.ts, which
// proves the same through the running server. The calls the CMS sends pass (as logged from npm run test:cms
// in both modes); anything else is refused with its reason.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkAction, checkRealFiles, guardOf, isEditableFile, refusal } from './local-guard.mjs';

const port = 3300;
const request = (headers: Record<string, string>, pathName = '/api/v1', method = 'POST') =>
  ({ headers, path: pathName, method }) as Parameters<typeof refusal>[0];
const ours = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };

const config = (workflow: boolean) => ({
  backend: { branch: 'main' },
  media_folder: 'public/cms-uploads',
  ...(workflow ? { publish_mode: 'editorial_workflow' } : {}),
  collections: [
    { name: 'pages', files: [{ name: 'Contact' }, { name: 'Home' }] },
    { name: 'facts', files: [{ name: 'facts' }, { name: 'glossary' }] },
  ],
});
const fsMode = guardOf(config(false));
const gitMode = guardOf(config(true));

const contact = 'messages/pages/Contact.json';
const persist = (workflow: boolean, file: Record<string, unknown> = {}) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ path: contact, slug: 'Contact', raw: '{}', ...file }],
    assets: [],
    options: { collectionName: 'pages', commitMessage: 'Update', useWorkflow: workflow, status: 'draft' },
  },
});
const reason = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
  return 'passed';
};

it('answers its own pages under a local name, and refuses another name (a DNS-rebinding page)', () => {
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    expect(refusal(request({ host }, '/admin/', 'GET'), port)).toBeNull();
  }
  expect(refusal(request({ host: `attacker.example:${port}` }, '/admin/', 'GET'), port)).toBe(
    `the host attacker.example:${port} is not this computer`,
  );
});

it('reads only, outside the backend; the backend by POST from its own page', () => {
  expect(refusal(request(ours), port)).toBeNull();
  expect(refusal(request(ours, '/api/v1/'), port)).toBe('only the backend, /api/v1, takes POST');
  expect(refusal(request(ours, '/API/V1'), port)).toBe('only the backend, /api/v1, takes POST');
  expect(refusal(request(ours, '/admin/', 'HEAD'), port)).toBeNull();
  expect(refusal(request(ours, '/api/v1', 'GET'), port)).toBe('the backend takes POST');
  expect(refusal(request({ host: ours.host }), port)).toBe('the backend answers the CMS of this server only');
  expect(refusal(request({ ...ours, origin: 'http://localhost:3999' }), port)).toBe(
    'the backend answers the CMS of this server only',
  );
});

it('lets through the calls the CMS sends, in fs mode and with drafts in git mode', () => {
  const files = { files: [contact] };
  expect(checkAction({ action: 'getEntry', params: { branch: 'main', path: contact } }, fsMode)).toEqual(files);
  const both = {
    files: [
      { path: contact, label: 'Kontakt' },
      { path: 'messages/facts.json', label: 'Fakta' },
    ],
  };
  expect(checkAction({ action: 'entriesByFiles', params: { branch: 'main', ...both } }, fsMode)).toEqual({
    files: [contact, 'messages/facts.json'],
  });
  expect(checkAction(persist(false), fsMode)).toEqual(files);
  expect(checkAction(persist(true), gitMode)).toEqual(files);
  const media = { action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/cms-uploads' } };
  expect(checkAction(media, fsMode)).toEqual({ answer: [] });
  const draft = { branch: 'main', collection: 'pages', slug: 'Contact' };
  for (const [action, params] of [
    ['unpublishedEntries', { branch: 'main' }],
    ['unpublishedEntry', draft],
    ['unpublishedEntry', { branch: 'main', id: 'pages/Contact' }],
    ['updateUnpublishedEntryStatus', { ...draft, newStatus: 'pending_publish' }],
    ['publishUnpublishedEntry', draft],
    ['deleteUnpublishedEntry', draft],
    ['getDeployPreview', draft],
  ] as const) {
    expect(checkAction({ action, params }, gitMode)).toEqual({ files: [] });
    expect(reason(() => checkAction({ action, params }, fsMode))).toBe(`403 the CMS does not send ${action} here`);
  }
  expect(
    checkAction({ action: 'unpublishedEntryDataFile', params: { ...draft, id: contact, path: contact } }, gitMode),
  ).toEqual(files);
});

it('refuses any other action, file, rename, media, entry or branch', () => {
  for (const action of [
    'info',
    'entriesByFolder',
    'getMediaFile',
    'persistMedia',
    'deleteFile',
    'deleteFiles',
    'toString',
  ]) {
    expect(reason(() => checkAction({ action, params: { branch: 'main' } }, gitMode))).toBe(
      `403 the CMS does not send ${action} here`,
    );
  }
  const get = (file: string) =>
    reason(() => checkAction({ action: 'getEntry', params: { branch: 'main', path: file } }, fsMode));
  expect(get('package.json')).toBe('403 the CMS edits messages/ only, not package.json');
  expect(reason(() => checkAction(persist(false, { newPath: 'messages/pages/Moved.json' }), fsMode))).toBe(
    '403 the CMS renames no file',
  );
  expect(
    reason(() =>
      checkAction(
        { ...persist(false), params: { ...persist(false).params, assets: [{ path: 'public/x.svg' }] } },
        fsMode,
      ),
    ),
  ).toBe('403 the CMS keeps no media');
  expect(reason(() => checkAction(persist(false, { slug: 'Secret' }), fsMode))).toBe(
    '403 the CMS has no entry pages/Secret',
  );
  expect(reason(() => checkAction({ action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } }, fsMode))).toBe(
    '403 the CMS reads no media',
  );
  expect(reason(() => checkAction({ action: 'getEntry', params: { branch: 'dev', path: contact } }, fsMode))).toBe(
    '403 the CMS edits the branch main only',
  );
  expect(
    reason(() => checkAction({ action: 'unpublishedEntry', params: { branch: 'main', id: 'pages' } }, gitMode)),
  ).toBe('403 the CMS has no entry page/pages');
  expect(reason(() => checkAction({ action: 'getEntry', params: [] }, fsMode))).toBe(
    '400 the body is not a call of the CMS: JSON with an action and its params',
  );
  for (const file of [
    'messages/pages/../../package.json',
    'messages/pages/sub/x.json',
    'messages/catalog.schema.json',
  ]) {
    expect(isEditableFile(file)).toBe(false);
  }
});

describe('a file the CMS edits is the file itself, not reached through a symbolic link', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'fyrtorn-cms-guard-'));
    mkdirSync(path.join(folder, 'messages/pages'), { recursive: true });
    mkdirSync(path.join(folder, 'elsewhere'));
    writeFileSync(path.join(folder, contact), '{}');
    writeFileSync(path.join(folder, 'elsewhere/Home.json'), '{}');
    symlinkSync('../../package.json', path.join(folder, 'messages/pages/Linked.json'));
    symlinkSync('../../nowhere.json', path.join(folder, 'messages/pages/Dangling.json'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('passes a file or a new file in the folder itself, not one in a folder that is not there', async () => {
    await expect(checkRealFiles(folder, [contact, 'messages/pages/New.json'])).resolves.toBeUndefined();
    await expect(checkRealFiles(folder, ['messages/gone/New.json'])).rejects.toThrow(
      'messages/gone/New.json is in no folder of the CMS',
    );
  });

  it('refuses a link, one that leads nowhere (a write would make its target), and a folder that is a link', async () => {
    await expect(checkRealFiles(folder, ['messages/pages/Linked.json'])).rejects.toThrow(
      'messages/pages/Linked.json is a symbolic link',
    );
    await expect(checkRealFiles(folder, ['messages/pages/Dangling.json'])).rejects.toThrow(
      'messages/pages/Dangling.json is a symbolic link',
    );
    // messages/pages itself a link to a folder outside.
    const other = mkdtempSync(path.join(tmpdir(), 'fyrtorn-cms-guard-'));
    try {
      mkdirSync(path.join(other, 'messages'));
      symlinkSync(path.join(folder, 'elsewhere'), path.join(other, 'messages/pages'));
      for (const file of ['messages/pages/Home.json', 'messages/pages/New.json']) {
        await expect(checkRealFiles(other, [file])).rejects.toThrow(`${file} is reached through a symbolic link`);
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
