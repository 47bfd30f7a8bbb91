/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scanned = ['app', 'components', 'lib'];
const ignored = ['e2e', 'scripts', 'bench', 'docs', 'supabase', 'messages', '.'];
// Each folder gets a class no real file uses; the compiled CSS shows which folders Tailwind read.
const numberOf = (folder: string) => [...scanned, ...ignored].indexOf(folder) + 1;
const marker = (folder: string) => `scroll-mt-[${numberOf(folder)}.4242px]`;
const selectorOf = (folder: string) => `.scroll-mt-\\[${numberOf(folder)}\\.4242px\\]`;

// Tailwind's Node API registers module hooks, which Jest refuses: it compiles in a child process, as Next's build does.
const compile = `
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { readFileSync } from 'node:fs';
const [root, from] = process.argv.slice(1);
const result = await postcss([tailwind({ base: root, optimize: false })]).process(readFileSync(from, 'utf8'), { from });
process.stdout.write(result.css);
`;

function compileInCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'fyrtorn-css-'));
  try {
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
    for (const folder of [...scanned, ...ignored]) {
      mkdirSync(join(root, folder), { recursive: true });
      writeFileSync(join(root, folder, 'marker.ts'), `export const c = '${marker(folder)}';\n`);
    }
    const from = join(root, 'app', 'globals.css');
    writeFileSync(from, readFileSync(join(process.cwd(), 'app', 'globals.css')));
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', compile, root, from], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('Tailwind reads only the app code (app, components, lib): tests and scripts add no CSS rule', () => {
  const css = compileInCopy();
  for (const folder of scanned)
    expect({ folder, ruled: css.includes(selectorOf(folder)) }).toEqual({ folder, ruled: true });
  for (const folder of ignored)
    expect({ folder, ruled: css.includes(selectorOf(folder)) }).toEqual({ folder, ruled: false });
});
