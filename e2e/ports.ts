// The ports of the servers the end-to-end tests start, in a module of their own: the configs
// (through e2e/servers.ts) and the helpers that call a server read them here, so no helper imports a
// config. Overridable so that two checkouts can run their tests side by side.
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 3100);
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3200);
/** The local enquiry backend, on the port the static build points at by default (lib/env.mjs). */
export const BACKEND_PORT = 3001;
/** The backend's read-only endpoint for the stored rows. */
export const INSPECT_PORT = Number(process.env.E2E_INSPECT_PORT ?? 3002);
export const INSPECT_URL = `http://127.0.0.1:${INSPECT_PORT}`;
