// npm run cms's server against a page that is not its own, through the running server in both modes,
// each over a throwaway repository (messages/, package.json and a git history): what any page on a
// loopback origin could send it (a trailing slash, capitals, reads of .git/config and package.json, a
// rename, media, a symbolic link in messages/pages, a malformed body) is refused with its reason from a
// foreign origin and from its own, and leaves every file as it was; Chromium on another loopback port
// gets nothing through by fetch or form; the CMS's own calls still read and save a page file. Stopping it
// ends every connection at once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startCmsServer } from '../../scripts/cms/server.mjs';
import { freePort } from '../../scripts/shared/free-port.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contact = 'messages/pages/Contact.json';
/** A link in the folder the CMS edits, to a file outside it: made once the server runs. */
const linked = 'messages/pages/Linked.json';
const foreign = 'http://localhost:8765';

type Answer = { status: number; type: string; body: string };
type Call = { path?: string; method?: string; origin?: string | null; host?: string; body?: unknown; raw?: string };

/** The throwaway repository: the CMS's files, the package.json a write could arm, and a git history. */
function makeRepository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fyrtorn-cms-guard-'));
  cpSync(path.join(root, 'messages'), path.join(dir, 'messages'), { recursive: true });
  copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'CMS guard test');
  git('config', 'user.email', 'cms-test@fyrtorn.example');
  git('add', '-A');
  git('commit', '-q', '-m', 'The files the guard keeps');
  return { dir, git, read: (file: string) => readFileSync(path.join(dir, file), 'utf8') };
}

/** Every file of the folder, .git included, by path: its content's hash, or where a link points. */
function snapshot(dir: string, at = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, at), { withFileTypes: true })) {
    const file = path.join(at, entry.name);
    if (entry.isDirectory()) Object.assign(files, snapshot(dir, file));
    else if (entry.isSymbolicLink()) files[file] = `→ ${readlinkSync(path.join(dir, file))}`;
    else
      files[file] = createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex');
  }
  return files;
}

/** One request as any local program or page could send it: the path, Host and Origin as given. */
function send(port: number, call: Call): Promise<Answer> {
  const host = call.host ?? `127.0.0.1:${port}`;
  const origin = call.origin === undefined ? `http://${host}` : call.origin;
  const body = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const headers: Record<string, string> = { host, ...(origin ? { origin } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: call.method ?? 'POST', path: call.path ?? '/api/v1', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const getEntry = (file: string) => ({ action: 'getEntry', params: { branch: 'main', path: file } });
/** A save as the CMS sends it: drafts (useWorkflow) in git mode, straight into the file in fs mode. */
const persist = (workflow: boolean, files: Record<string, unknown>[], assets: unknown[] = []) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: files.map((file) => ({ slug: 'Contact', raw: '{}\n', ...file })),
    assets,
    options: { collectionName: 'pages', commitMessage: 'x', useWorkflow: workflow, status: 'draft' },
  },
});

for (const mode of ['fs', 'git'] as const) {
  test.describe(`${mode} mode`, () => {
    test.describe.configure({ mode: 'serial' });
    const workflow = mode === 'git';
    let repository: ReturnType<typeof makeRepository>;
    let server: { url: string; stop: () => Promise<void> };
    let port: number;

    test.beforeAll(async () => {
      repository = makeRepository();
      server = await startCmsServer({ repo: repository.dir, mode, port: await freePort('servers') });
      port = Number(new URL(server.url).port);
      symlinkSync('../../package.json', path.join(repository.dir, linked));
    });
    test.afterAll(async () => {
      await server?.stop();
      rmSync(repository.dir, { recursive: true, force: true });
    });

    /** Each call refused from a foreign origin and from the server's own, with nothing on disk changed. */
    async function expectRefused(call: Call, own: { status: number; error: string }) {
      const before = snapshot(repository.dir);
      // Off the backend's POST the refusal is the same whatever the origin; on it, the origin comes first.
      const onBackend = (call.path ?? '/api/v1') === '/api/v1' && (call.method ?? 'POST') === 'POST';
      const fromForeign = await send(port, { ...call, origin: foreign });
      expect([fromForeign.status, JSON.parse(fromForeign.body)]).toEqual([
        403,
        { error: onBackend ? 'Refused: the backend answers the CMS of this server only.' : own.error },
      ]);
      const fromOwn = await send(port, call);
      expect([fromOwn.status, fromOwn.type, JSON.parse(fromOwn.body)]).toEqual([
        own.status,
        'application/json; charset=utf-8',
        { error: own.error },
      ]);
      expect(snapshot(repository.dir)).toEqual(before);
    }

    test('a trailing slash or capitals never reach decap-server', async () => {
      for (const apiPath of ['/api/v1/', '/API/V1', '/Api/v1', '/api/v1//']) {
        await expectRefused(
          { path: apiPath, body: getEntry('.git/config') },
          { status: 403, error: 'Refused: only the backend, /api/v1, takes POST.' },
        );
        await expectRefused(
          { path: apiPath, body: persist(workflow, [{ path: 'package.json', raw: '{"scripts":{"predev":"id"}}' }]) },
          { status: 403, error: 'Refused: only the backend, /api/v1, takes POST.' },
        );
      }
      await expectRefused(
        { path: '/api/v1', method: 'OPTIONS' },
        { status: 403, error: 'Refused: the backend takes POST.' },
      );
      await expectRefused(
        { path: '/admin/', method: 'PUT' },
        { status: 403, error: 'Refused: only the backend, /api/v1, takes PUT.' },
      );
    });

    test('reads of .git/config, package.json or the root are refused', async () => {
      const notEdited = (file: string) => ({
        status: 403,
        error: `Refused: the CMS edits messages/ only, not ${file}.`,
      });
      await expectRefused({ body: getEntry('.git/config') }, notEdited('.git/config'));
      await expectRefused({ body: getEntry('package.json') }, notEdited('package.json'));
      await expectRefused(
        { body: getEntry('messages/pages/../../package.json') },
        notEdited('messages/pages/../../package.json'),
      );
      await expectRefused(
        {
          body: {
            action: 'entriesByFiles',
            params: { branch: 'main', files: [{ path: contact }, { path: '.git/config' }] },
          },
        },
        notEdited('.git/config'),
      );
      await expectRefused(
        { body: { action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'json', depth: 9 } } },
        { status: 403, error: 'Refused: the CMS does not send entriesByFolder here.' },
      );
      await expectRefused(
        { body: { action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } } },
        { status: 403, error: 'Refused: the CMS reads no media.' },
      );
    });

    test('writes outside messages/, a rename, media and deletions are refused', async () => {
      await expectRefused(
        { body: persist(workflow, [{ path: 'package.json', raw: '{"scripts":{"predev":"id"}}' }]) },
        { status: 403, error: 'Refused: the CMS edits messages/ only, not package.json.' },
      );
      await expectRefused(
        { body: persist(workflow, [{ path: contact, newPath: 'moved/Contact.json' }]) },
        { status: 403, error: 'Refused: the CMS renames no file.' },
      );
      await expectRefused(
        {
          body: persist(
            workflow,
            [{ path: contact }],
            [{ path: '.git/hooks/post-checkout', content: 'aWQ=', encoding: 'base64' }],
          ),
        },
        { status: 403, error: 'Refused: the CMS keeps no media.' },
      );
      await expectRefused(
        {
          body: {
            action: 'persistMedia',
            params: {
              branch: 'main',
              asset: { path: '.git/hooks/post-checkout', content: 'aWQ=', encoding: 'base64' },
              options: { commitMessage: 'x' },
            },
          },
        },
        { status: 403, error: 'Refused: the CMS does not send persistMedia here.' },
      );
      await expectRefused(
        {
          body: {
            action: 'deleteFiles',
            params: { branch: 'main', paths: [contact], options: { commitMessage: 'x' } },
          },
        },
        { status: 403, error: 'Refused: the CMS does not send deleteFiles here.' },
      );
      await expectRefused(
        { body: persist(!workflow, [{ path: contact }]) },
        { status: 403, error: `Refused: ${workflow ? 'this server saves drafts only' : 'this server has no drafts'}.` },
      );
    });

    test('a symbolic link in messages/pages is neither read nor written through', async () => {
      await expectRefused({ body: getEntry(linked) }, { status: 403, error: `Refused: ${linked} is a symbolic link.` });
      await expectRefused(
        { body: persist(workflow, [{ path: linked, raw: '{"scripts":{"predev":"id"}}' }]) },
        { status: 403, error: `Refused: ${linked} is a symbolic link.` },
      );
    });

    test('a malformed body gets a short JSON error: no stack, no path of this machine', async () => {
      await expectRefused({ raw: '{"action": "getEntry", ' }, { status: 400, error: 'The body is not JSON.' });
      await expectRefused({ raw: '"getEntry"' }, { status: 400, error: 'The body is not JSON.' });
      const notACall = 'Refused: the body is not a call of the CMS: JSON with an action and its params.';
      await expectRefused({ raw: '[]' }, { status: 400, error: notACall });
      await expectRefused({ body: { action: 'getEntry' } }, { status: 400, error: notACall });
      await expectRefused(
        { body: { action: 'getEntry', params: { branch: 'main', path: 5 } } },
        { status: 400, error: 'Refused: getEntry names a path that is not text.' },
      );
      await expectRefused(
        { body: { action: 'persistEntry', params: { branch: 'main', dataFiles: 'x', assets: [] } } },
        { status: 400, error: 'Refused: dataFiles must be a list.' },
      );
      await expectRefused(
        { raw: `{"x":"${'a'.repeat(1_100_000)}"}` },
        { status: 413, error: 'The body is too large.' },
      );
    });

    test('git mode’s drafts: only the CMS’s entries and statuses; fs mode has none', async () => {
      const draft = (action: string, params: Record<string, unknown>) => ({
        body: { action, params: { branch: 'main', ...params } },
      });
      if (!workflow) {
        await expectRefused(draft('unpublishedEntries', {}), {
          status: 403,
          error: 'Refused: the CMS does not send unpublishedEntries here.',
        });
        return;
      }
      await expectRefused(draft('unpublishedEntry', { id: '../x' }), {
        status: 403,
        error: 'Refused: the CMS has no entry ../x.',
      });
      await expectRefused(draft('deleteUnpublishedEntry', { collection: 'pages', slug: 'Contact -D' }), {
        status: 403,
        error: 'Refused: the CMS has no entry pages/Contact -D.',
      });
      await expectRefused(
        draft('updateUnpublishedEntryStatus', { collection: 'pages', slug: 'Contact', newStatus: 'x\n[core]' }),
        { status: 403, error: 'Refused: a draft is draft, in review or ready.' },
      );
      await expectRefused(
        draft('unpublishedEntryDataFile', { collection: 'pages', slug: 'Contact', id: 'x', path: '.git/config' }),
        {
          status: 403,
          error: 'Refused: the CMS edits messages/ only, not .git/config.',
        },
      );
      await expectRefused(
        { body: { action: 'getEntry', params: { branch: 'cms/pages/Contact', path: contact } } },
        { status: 403, error: 'Refused: the CMS edits the branch main only.' },
      );
    });

    test('a foreign Host (a DNS-rebinding page) is refused, also for a read', async () => {
      const before = snapshot(repository.dir);
      for (const call of [
        { host: `attacker.example:${port}`, body: getEntry(contact) },
        { host: `attacker.example:${port}`, method: 'GET', path: '/admin/config.json', origin: null },
      ]) {
        const answer = await send(port, call);
        expect([answer.status, JSON.parse(answer.body)]).toEqual([
          403,
          { error: `Refused: the host attacker.example:${port} is not this computer.` },
        ]);
      }
      expect(snapshot(repository.dir)).toEqual(before);
    });

    test('Chromium on another loopback port gets nothing by fetch or form', async ({ page }) => {
      const before = snapshot(repository.dir);
      const attacker: Server = createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Another local page</title><iframe name="sink"></iframe>');
      });
      const attackerPort = await freePort('servers');
      await new Promise<void>((resolve) => attacker.listen(attackerPort, '127.0.0.1', resolve));
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`http://127.0.0.1:${port}/`)) statuses.push(response.status());
      });
      try {
        await page.goto(`http://localhost:${attackerPort}/`);
        const cms = `http://127.0.0.1:${port}`;
        const write = JSON.stringify(persist(workflow, [{ path: 'package.json', raw: '{"scripts":{"predev":"id"}}' }]));
        const read = JSON.stringify(getEntry('.git/config'));
        const answers = await page.evaluate(
          async ({ cms, read, write }) => {
            const tried: string[] = [];
            for (const at of ['/api/v1', '/api/v1/', '/API/V1']) {
              // JSON asks first (a preflight); a text/plain post goes out without one, unread.
              await fetch(cms + at, { method: 'POST', headers: { 'content-type': 'application/json' }, body: read })
                .then((answer) => answer.text())
                .then(
                  (text) => tried.push(text),
                  () => tried.push('blocked'),
                );
              await fetch(cms + at, {
                method: 'POST',
                mode: 'no-cors',
                headers: { 'content-type': 'text/plain' },
                body: write,
              });
            }
            return tried;
          },
          { cms, read, write },
        );
        expect(answers).toEqual(['blocked', 'blocked', 'blocked']);
        // A form posts text/plain with a JSON body built of its one field's name and value.
        for (const at of ['/api/v1', '/api/v1/', '/API/V1']) {
          const [name, value] = [write.slice(0, -2) + ',"x":"', '"}}'];
          const answer = page.waitForResponse((response) => response.url() === cms + at);
          await page.evaluate(
            ({ action, name, value }) => {
              const form = Object.assign(document.createElement('form'), { method: 'post', action, target: 'sink' });
              form.enctype = 'text/plain';
              form.append(Object.assign(document.createElement('input'), { name, value }));
              document.body.append(form);
              form.submit();
            },
            { action: cms + at, name, value },
          );
          expect((await answer).status()).toBe(403);
        }
        expect(statuses.length).toBeGreaterThanOrEqual(6);
        expect(statuses.every((status) => status === 403)).toBe(true);
      } finally {
        attacker.close();
      }
      expect(snapshot(repository.dir)).toEqual(before);
    });

    test('the CMS’s own calls still read and save a page file', async () => {
      const read = await send(port, { body: getEntry(contact) });
      expect(read.status).toBe(200);
      expect(JSON.parse(read.body).data).toBe(repository.read(contact));
      const media = await send(port, {
        body: { action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/cms-uploads' } },
      });
      expect([media.status, JSON.parse(media.body)]).toEqual([200, []]);

      const saved = repository.read(contact).replace('"Kontakta oss"', '"Hör av dig"');
      expect(saved).not.toBe(repository.read(contact));
      const save = await send(port, { body: persist(workflow, [{ path: contact, raw: saved }]) });
      expect([save.status, JSON.parse(save.body)]).toEqual([200, { message: 'entry persisted' }]);
      if (workflow) {
        expect(repository.git('show', `cms/pages/Contact:${contact}`)).toBe(saved.trimEnd());
        expect(repository.read(contact)).not.toBe(saved);
      } else {
        expect(repository.read(contact)).toBe(saved);
      }
    });
  });
}

test('stopping the server ends it at once, though a browser holds a connection open that sent nothing yet', async () => {
  // Chromium opens spare connections ahead; Node's close() alone waits for them until its header timeout.
  test.setTimeout(15_000);
  const repository = makeRepository();
  const server = await startCmsServer({ repo: repository.dir, mode: 'fs', port: await freePort('servers') });
  const port = Number(new URL(server.url).port);
  const spare = connect(port, '127.0.0.1');
  try {
    await new Promise((resolve, reject) => spare.once('connect', resolve).once('error', reject));
    const ended = new Promise((resolve) => spare.once('close', resolve));
    await server.stop();
    await ended;
    const refused = await new Promise<boolean>((resolve) => {
      const again = connect(port, '127.0.0.1');
      again
        .once('connect', () => {
          again.destroy();
          resolve(false);
        })
        .once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  } finally {
    spare.destroy();
    rmSync(repository.dir, { recursive: true, force: true });
  }
});
