import { INSPECT_URL } from '../servers';
import { waitUntil } from '../../scripts/shared/wait-until.mjs';

export type StoredEnquiry = Record<string, unknown>;

/** Waits until the backend that global-setup.ts started answers (it starts beside the first tests). */
export async function backendReady(): Promise<void> {
  await waitUntil(
    () =>
      fetch(`${INSPECT_URL}/health`).then(
        (response) => response.ok,
        () => false,
      ),
    { timeout: 120_000, interval: 250, message: () => `the local enquiry backend did not answer at ${INSPECT_URL}` },
  );
}

/** The enquiries the backend has stored (its inspection endpoint, e2e/backend-server.mjs). */
export async function storedEnquiries(): Promise<StoredEnquiry[]> {
  const response = await fetch(`${INSPECT_URL}/enquiries`);
  if (!response.ok) throw new Error(`${INSPECT_URL}/enquiries answered ${response.status}`);
  return ((await response.json()) as { rows: StoredEnquiry[] }).rows;
}
