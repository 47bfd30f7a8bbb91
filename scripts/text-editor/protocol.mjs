// What the text editor's server (server.mjs) and its browser side (client/) agree on. No imports: the
// server sends this file to the browser as it is.

/** Everything of the editor is under this path; the pages are the app's. */
export const EDITOR_PATH = '/__text-editor';
/** The endpoint: GET ?key= reads a text in both languages, POST saves an edit. */
export const API_PATH = `${EDITOR_PATH}/api/text`;
/** The script each page gets, with the session's token as this query parameter (its repository path). */
export const CLIENT_PATH = `${EDITOR_PATH}/scripts/text-editor/client/editor.mjs`;
export const SESSION_PARAM = 'session';
/** The header that carries the token (a custom header also makes any cross-site request preflight). */
export const TOKEN_HEADER = 'x-text-editor-token';
/** The element that holds the editor's dialog and stops on a page (a shadow root of its own). */
export const EDITOR_ELEMENT = 'fyrtorn-text-editor';
