// A fixed task timed on one core (arithmetic, allocation and gzip, in a Node process of its own), so a
// run's step times can be read beside the machine's speed at that hour: on a shared machine the same
// steps took from one to three times as long from one run to the next (docs/testing.md). It is reported,
// never judged.
import { spawnSync } from 'node:child_process';

const task = `
const { gzipSync } = require('node:zlib');
const started = process.hrtime.bigint();
let x = 0;
for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
const data = Buffer.alloc(8 << 20);
for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
gzipSync(data);
const objects = [];
for (let i = 0; i < 1e6; i++) objects.push({ i, text: String(i + x) });
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e9));
`;

/**
 * Seconds the fixed task takes now, the best of three runs (one run swings by a quarter), or null when it
 * could not run.
 * @returns {number | null}
 */
export function machineReference() {
  const runs = Array.from({ length: 3 }, () => {
    const run = spawnSync(process.execPath, ['-e', task], { encoding: 'utf8' });
    const seconds = Number(run.stdout);
    return run.status === 0 && seconds > 0 ? seconds : null;
  });
  return runs.includes(null) ? null : Math.min(.../** @type {number[]} */ (runs));
}
