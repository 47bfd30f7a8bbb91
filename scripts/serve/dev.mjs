// npm run dev: the preview, with the text editor (docs/editing.md). `next dev` runs on a free port
// of localhost with every catalog text marked by its key (lib/text-editor/markers.mjs), behind the
// editor's server (scripts/text-editor/server.mjs) on http://localhost:$PORT (default 3000), where the
// site is opened. `npm run dev -- --no-editor` runs `next dev` alone on PORT, as before. Other
// arguments go to next dev.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../shared/free-port.mjs';
import { TEXT_EDITOR_ENV } from '../../lib/text-editor/markers.mjs';
import { startTextEditorServer } from '../text-editor/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const next = path.join(root, 'node_modules/next/dist/bin/next');
const args = process.argv.slice(2);
const withEditor = !args.includes('--no-editor');
const nextArgs = args.filter((arg) => arg !== '--no-editor');

if (!withEditor) {
  const child = spawn(process.execPath, [next, 'dev', '-p', String(port), ...nextArgs], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const nextPort = await freePort('servers');
  const editor = await startTextEditorServer({ root, port, upstream: `http://localhost:${nextPort}` });
  // `-H localhost`, not 127.0.0.1: with an IP address next dev answers its root `/` with a redirect to itself.
  const child = spawn(process.execPath, [next, 'dev', '-H', 'localhost', '-p', String(nextPort), ...nextArgs], {
    cwd: root,
    env: { ...process.env, [TEXT_EDITOR_ENV]: '1' },
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  // next dev names its own address; the site is opened through the editor's, so that one is shown instead.
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (/^\s*- (Local|Network):/.test(line)) return;
    console.log(line);
    if (/Ready in/.test(line)) {
      console.log(
        `\n  Open http://localhost:${editor.port}. Alt+click (Option+click on a Mac) a text to edit it in both` +
          `\n  languages; Alt+Shift+E: edit mode (Tab to a text, Enter opens it). The editor writes only` +
          `\n  the text's page file in messages/pages/, after the catalog check. --no-editor: next dev alone.\n`,
      );
    }
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGTERM');
    await Promise.all([exited, editor.close()]);
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  exited.then((code) => stop(code));
}
