/** @jest-environment node */
import { waitUntil } from './wait-until.mjs';

it('asks until the check gives an answer, and returns it (0 and "" are answers)', async () => {
  const answers = [undefined, false, 0];
  let calls = 0;
  await expect(waitUntil(() => answers[calls++], { timeout: 5000, interval: 1, message: () => 'never' })).resolves.toBe(
    0,
  );
  expect(calls).toBe(3);
  await expect(waitUntil(async () => '', { timeout: 5000, message: () => 'never' })).resolves.toBe('');
});

it('stops at once with the error the check throws', async () => {
  let calls = 0;
  const check = () => {
    calls += 1;
    if (calls === 2) throw new Error('the server exited');
    return false;
  };
  await expect(waitUntil(check, { timeout: 5000, interval: 1, message: () => 'never' })).rejects.toThrow(
    'the server exited',
  );
  expect(calls).toBe(2);
});

it('fails after the timeout with the message as it reads then', async () => {
  let last = 'none';
  const check = () => {
    last = 'still starting';
    return undefined;
  };
  await expect(waitUntil(check, { timeout: 20, interval: 5, message: () => `not ready: ${last}` })).rejects.toThrow(
    'not ready: still starting',
  );
});
