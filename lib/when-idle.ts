/** Longest wait for an idle moment: on a page that never goes quiet the task still runs. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser has nothing else to do (after hydration and the page's own work), or
 * after `timeout` ms at the latest; where requestIdleCallback is missing (Safari), after the current
 * work. Work that no visitor waits for goes here so that it never adds to a long task of the load.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/** whenIdle as a promise. */
export const idle = (timeout = IDLE_TIMEOUT_MS): Promise<void> =>
  new Promise((resolve) => {
    whenIdle(resolve, timeout);
  });

/** Runs `task` once the next frame has been painted: a task queued from the frame's own callback runs once it is out. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
