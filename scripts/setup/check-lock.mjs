// npm run check:lock: package-lock.json must install with `npm ci` on every platform a developer or
// host uses. npm leaves a platform's optional binary (@next/swc-darwin-arm64, @tailwindcss/oxide-win32-…)
// out of the lock when the registry it resolved against lacked that version; `npm ci` on that
// platform then refuses the lock as out of sync. Every optional dependency must have its entry.
import { readFileSync } from 'node:fs';
import { isRunDirectly } from '../shared/run-directly.mjs';

/** The optional dependencies that package-lock.json lacks, as "dependent → name@range". */
export function missingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      // Node's lookup: the dependent's own node_modules, then each parent's, up to the root.
      const segments = path ? path.split('/node_modules/') : [];
      let found = false;
      for (let depth = segments.length; depth >= 0 && !found; depth--) {
        const base = segments.slice(0, depth).join('/node_modules/');
        found = `${base ? `${base}/` : ''}node_modules/${name}` in packages;
      }
      if (!found) missing.push(`${path.replace(/^node_modules\//, '') || '(root)'} → ${name}@${range}`);
    }
  }
  return missing;
}

if (isRunDirectly(import.meta.url)) {
  const missing = missingOptionalPackages(JSON.parse(readFileSync('package-lock.json', 'utf8')));
  if (missing.length) {
    console.error(
      `package-lock.json lacks ${missing.length} optional package(s), so \`npm ci\` fails on the platforms that need them:\n` +
        missing.map((line) => `  ${line}`).join('\n') +
        '\nRegenerate it from scratch (rm -rf node_modules package-lock.json && npm install) against a registry that has every platform package of these versions.',
    );
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform package is locked.');
}
