// Every relative link in the README and the guides leads somewhere: to a file or folder of the
// repository, and to a heading of that file when it names one (GitHub's anchors).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const files = [
  path.join(root, 'README.md'),
  ...markdownFiles(path.join(root, 'docs')),
  ...markdownFiles(path.join(root, 'bench')),
];

/** The text outside fenced code blocks, where a `#` line is code, not a heading. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

function anchorsIn(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

/** `[text](target)` links of a file that stay in the repository (no scheme, no mailto). */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return links.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

function brokenLinks(file: string): string[] {
  return relativeLinks(file).flatMap((link) => {
    const [target, anchor] = link.split('#');
    const resolved = target ? path.resolve(path.dirname(file), target) : file;
    const fromRoot = path.relative(root, resolved);
    if (!existsSync(resolved)) return [`${link}: no ${fromRoot}`];
    if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(decodeURIComponent(anchor))) {
      return [`${link}: no heading #${anchor} in ${fromRoot}`];
    }
    return [];
  });
}

test.each(files.map((file) => [path.relative(root, file), file]))('every relative link in %s resolves', (_, file) => {
  expect(brokenLinks(file)).toEqual([]);
});

test('the README is at most 200 lines and links each guide', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  const linked = new Set(relativeLinks(path.join(root, 'README.md')).map((link) => link.split('#')[0]));
  for (const guide of ['editing', 'enquiries', 'contact-form', 'hosting', 'testing', 'performance']) {
    expect(linked).toContain(`docs/${guide}.md`);
  }
});

test('a broken link and a missing heading are reported; headings become GitHub anchors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  const file = path.join(dir, 'guide.md');
  writeFileSync(file, '# The function’s variables\n\n[a](#the-functions-variables) [b](nowhere.md) [c](#missing)\n');
  try {
    expect(brokenLinks(file).map((problem) => problem.split(':')[0])).toEqual(['nowhere.md', '#missing']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(anchorOf("The function's variables")).toBe('the-functions-variables');
  expect(anchorOf('E-post som aldrig gick iväg')).toBe('e-post-som-aldrig-gick-iväg');
  expect(anchorOf('`npm run sql` and `.local/`')).toBe('npm-run-sql-and-local');
});
