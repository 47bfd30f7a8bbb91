// Runs a program without blocking the event loop, and answers like spawnSync: its exit status and
// output, never a throw for a non-zero exit. For tests that start servers and stubs in their own
// process: a spawnSync there freezes every one of them until the program ends.
import { execFile } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileOptions} [options]
 * @returns {Promise<{ status: number | null, stdout: string, stderr: string }>}
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, ...options, encoding: 'utf8' }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({
        status,
        stdout: String(stdout),
        stderr: String(stderr || (error && status === null ? error.message : '')),
      });
    });
  });
}
