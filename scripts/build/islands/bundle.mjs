// The islands' code for the static export, bundled by esbuild (components/islands/registry.mjs says what
// each island is): one module per island under /_next/static/islands/, whose `mount(element, props)` the
// loader calls, with what several share (React, framer-motion, ...) split into chunks of their own, so a page
// fetches only the code of the islands that start on it. Next's own client build is not used: the export
// carries no framework runtime. The loader itself is compiled here too, into the one inline script every page
// runs (lib/islands/loader.ts), with the table of the islands' URLs and rules.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { islands } from '../../../components/islands/registry.mjs';
import { siteUrl, supabaseEnv } from '../../../lib/env.mjs';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the islands' files are served from: under Next's hashed assets, which every host caches for long. */
export const ISLANDS_PATH = '/_next/static/islands';

/** The browsers the site supports (docs/browsers.md): what the islands' code is compiled for. */
export const BROWSER_TARGETS = ['chrome111', 'edge111', 'safari16.4', 'firefox128'];

/** The public values the client code reads from process.env, as next.config.mjs gives them to Next's bundles. */
export const clientDefines = () => ({
  'process.env.NODE_ENV': '"production"',
  'process.env.NEXT_PUBLIC_SITE_URL': JSON.stringify(siteUrl),
  'process.env.NEXT_PUBLIC_SUPABASE_URL': JSON.stringify(supabaseEnv.url),
  'process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY': JSON.stringify(supabaseEnv.anonKey),
});

const fromRoot = (file) => path.join(root, file);

/** The first line of every island module: V8 compiles all its functions eagerly (other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The module esbuild bundles for an island: a react island's component hydrated by mountReact, or a script
 * island's own mount.
 * @param {keyof typeof islands} name
 */
function islandEntry(name) {
  const spec = islands[name];
  const source = JSON.stringify(fromRoot(spec.module));
  if (spec.kind === 'script') return `export { ${spec.exportName} as mount } from ${source};`;
  const motion = 'motion' in spec && spec.motion;
  const island = motion ? '<MotionProvider><Component {...props} /></MotionProvider>' : '<Component {...props} />';
  return [
    `import { ${spec.exportName} as Component } from ${source};`,
    `import { mountReact } from ${JSON.stringify(fromRoot('components/islands/mount-react.tsx'))};`,
    ...(motion
      ? [`import { MotionProvider } from ${JSON.stringify(fromRoot('components/motion/motion-provider.tsx'))};`]
      : []),
    `export const mount = (element, props) => mountReact(element, ${island}, ${JSON.stringify(name)});`,
  ].join('\n');
}

/** Resolves `island:<name>` to its entry module. @type {import('esbuild').Plugin} */
const islandEntries = {
  name: 'island-entries',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^island:/ }, (args) => ({
      path: args.path.slice('island:'.length),
      namespace: 'island',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
      contents: islandEntry(/** @type {keyof typeof islands} */ (args.path)),
      resolveDir: root,
      loader: 'tsx',
    }));
  },
};

/** What esbuild shares across the islands' builds: the app's TypeScript, JSX and aliases, as Next reads them. */
const shared = /** @type {const} */ ({
  bundle: true,
  absWorkingDir: root,
  tsconfig: fromRoot('tsconfig.json'),
  jsx: 'automatic',
  define: clientDefines(),
  target: BROWSER_TARGETS,
  legalComments: 'none',
  logLevel: 'warning',
  // The components' 'use client' lines are for Next's bundler: each island is a client bundle whole.
  logOverride: { 'unsupported-directive': 'silent' },
});

/**
 * @typedef {import('../../../lib/islands/loader.ts').IslandTable} IslandTable
 * @typedef {{ table: IslandTable, loaderScript: string, files: string[] }} IslandBundle
 */

/**
 * Bundles every island into outDir's /_next/static/islands/ and compiles the loader with their table.
 * @param {string} outDir the export
 * @returns {Promise<IslandBundle>}
 */
export async function bundleIslands(outDir) {
  const outdir = path.join(outDir, ISLANDS_PATH);
  rmSync(outdir, { recursive: true, force: true });
  const names = /** @type {(keyof typeof islands)[]} */ (Object.keys(islands));
  const result = await build({
    ...shared,
    entryPoints: Object.fromEntries(names.map((name) => [name, `island:${name}`])),
    plugins: [islandEntries],
    outdir,
    format: 'esm',
    splitting: true,
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    // V8's explicit compile hint: compile each module whole as it streams in, off the main thread. An island's code
    // loads when the island starts and runs at the visitor's first press (React's event system, the form's
    // handlers); compiled lazily, that first press waited for the compile (docs/performance.md).
    banner: { js: COMPILE_HINT },
    // For `npm run trace:load`, which names functions through them: never in a build that ships.
    sourcemap: process.env.ISLANDS_SOURCE_MAPS === '1' ? 'linked' : false,
  });
  /** @type {IslandTable} */
  const table = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    // Modules the islands import() later (next-themes, validation, ...) are entry points too, without the prefix.
    if (!output.entryPoint?.startsWith('island:')) continue;
    const name = output.entryPoint.slice('island:'.length);
    const spec = islands[/** @type {keyof typeof islands} */ (name)];
    table[name] = {
      url: `${ISLANDS_PATH}/${path.basename(file)}`,
      start: spec.start,
      ...('hold' in spec && { hold: spec.hold }),
      ...('unlessStored' in spec && { unlessStored: spec.unlessStored }),
      ...('loadWithQuery' in spec && { loadWithQuery: spec.loadWithQuery }),
      ...('visibleShare' in spec && { visibleShare: spec.visibleShare }),
    };
  }
  const missing = names.filter((name) => !table[name]);
  if (missing.length) throw new Error(`the islands' bundle has no module for ${missing.join(', ')}.`);
  if (process.env.ISLANDS_METAFILE)
    (await import('node:fs')).writeFileSync(process.env.ISLANDS_METAFILE, JSON.stringify(result.metafile));
  return {
    table,
    loaderScript: await compileLoader(table),
    files: Object.keys(result.metafile.outputs).map((file) => path.relative(outDir, path.join(root, file))),
  };
}

/**
 * The loader as the inline script every page runs: lib/islands/loader.ts started with the table.
 * @param {IslandTable} table
 */
export async function compileLoader(table) {
  const result = await build({
    ...shared,
    stdin: {
      contents: `import { startIslands } from './lib/islands/loader.ts'; startIslands(${JSON.stringify(table)});`,
      resolveDir: root,
      loader: 'ts',
    },
    format: 'iife',
    minify: true,
    write: false,
  });
  // "<" escaped so that no URL in the table can end the inline script early.
  return result.outputFiles[0].text.trim().replace(/<\//g, '<\\/');
}
