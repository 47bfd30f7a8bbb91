// The build's check that every react island of every page will hydrate as it is: its component rendered
// again here, as the browser will render it, with the props the page carries, must give exactly the HTML the
// page has. A difference would make React throw the server HTML away in the visitor's browser (and report a
// hydration error): the build stops instead, naming the page and the island, and shows where they part.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { attribute, elementsNamed, parsePage, tagsOf } from '../page-html.mjs';
import { ISLAND_ELEMENT, islands } from '../../../components/islands/registry.mjs';
import { clientDefines, root } from './bundle.mjs';

/**
 * Every react island's component, bundled for Node (the app's TypeScript and aliases, as for the browser),
 * with the packages left to Node so that React is the one react-dom/server renders with.
 * @returns {Promise<Record<string, import('react').ComponentType<any>>>}
 */
async function islandComponents() {
  const react = Object.entries(islands).filter(([, spec]) => spec.kind === 'react');
  // Inside the repository, so that Node finds the packages from there.
  const dir = path.join(root, 'node_modules/.cache/fyrtorn-islands');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `components-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: react
        .map(
          ([name, spec]) =>
            `export { ${spec.exportName} as ${JSON.stringify(name)} } from ${JSON.stringify(path.join(root, spec.module))};`,
        )
        .join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    jsx: 'automatic',
    define: clientDefines(),
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** Where two renders part, with some context either side. @param {string} a @param {string} b */
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 60);
  return `page:   …${a.slice(from, at + 60)}…\nclient: …${b.slice(from, at + 60)}…`;
}

/**
 * Checks every react island of the given pages; throws with every difference found.
 * @param {{ file: string, html: string }[]} pages
 * @param {Record<string, import('react').ComponentType<any>>} [components] the islands' components (bundled
 *   from the registry unless given)
 */
export async function checkIslandRenders(pages, components) {
  components ??= await islandComponents();
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const problems = [];
  let checked = 0;
  for (const { file, html } of pages) {
    for (const island of elementsNamed(parsePage(html), ISLAND_ELEMENT)) {
      const name = attribute(island, 'data-island') ?? '';
      const Component = components[name];
      if (!Component) continue;
      const { startTag, endTag } = tagsOf(island);
      if (!startTag || !endTag)
        throw new Error(`${file}: <${ISLAND_ELEMENT} data-island="${name}"> has no tags of its own.`);
      const server = html.slice(startTag.endOffset, endTag.startOffset);
      const client = renderToString(createElement(Component, JSON.parse(attribute(island, 'data-props') ?? '{}')));
      checked++;
      if (client !== server) {
        problems.push(
          `${file}: the island ${name} renders differently in the browser:\n${firstDifference(server, client)}`,
        );
      }
    }
  }
  if (problems.length)
    throw new Error(`${problems.length} island(s) would not hydrate as rendered:\n${problems.join('\n')}`);
  return checked;
}
