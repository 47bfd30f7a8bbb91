// The one wait for a server or a state to be ready: ask again after a pause until the answer comes,
// stop at once when the check throws (the server exited), fail with a message that says what was awaited.

/**
 * Calls `check` every `interval` ms until it gives something other than undefined or false, and returns
 * that. After `timeout` ms without it, throws an Error with `message()` (called then, so it can show
 * the last answer or the server's output).
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {{ timeout: number, interval?: number, message: () => string }} options
 * @returns {Promise<Exclude<T, undefined | false>>}
 */
export async function waitUntil(check, { timeout, interval = 100, message }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const result = await check();
    if (result !== undefined && result !== false) return /** @type {Exclude<T, undefined | false>} */ (result);
    if (Date.now() >= deadline) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
