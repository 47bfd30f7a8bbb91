// What `npm run cms`'s server (server.mjs) lets through to decap-server, judged by what a request does and
// not by the path it names: any page on a loopback origin can send this server requests. Only a page of
// this server calls the backend; only the actions the CMS sends pass, and only on the files the CMS edits,
// each the file itself in the folder edited (no symbolic link on the way); never a rename or a media file.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { dataFiles } from '../../lib/i18n/catalog/data-files.mjs';
import { PAGES_DIR } from '../../lib/i18n/catalog/page-files.mjs';

/** decap-server's one address, as Decap's proxy backend calls it. */
export const API_PATH = '/api/v1';

/** The files the CMS edits; a request that reads or writes any other is refused. */
export const isEditableFile = (file) =>
  typeof file === 'string' &&
  (new RegExp(`^${PAGES_DIR}/[A-Za-z][\\w-]*\\.json$`).test(file) || dataFiles.some((data) => data.file === file));

/** A request answered with its status and reason instead of reaching decap-server. */
export class Refusal extends Error {
  /** @param {400 | 403} status 400: not shaped as the CMS sends it; 403: the CMS never does this */
  constructor(status, reason) {
    super(reason);
    this.status = status;
  }
}

const malformed = (reason) => new Refusal(400, reason);
const refused = (reason) => new Refusal(403, reason);

/**
 * Why a request is refused before its body is read, or null: a foreign Host (a DNS-rebinding page),
 * anything but a read outside the backend, or a call to the backend from another origin.
 */
export function refusal(req, port) {
  const host = req.headers.host ?? '';
  const local = ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${port}`);
  if (!local.includes(host)) return `the host ${host || '(none)'} is not this computer`;
  if (req.path !== API_PATH) {
    return ['GET', 'HEAD'].includes(req.method) ? null : `only the backend, ${API_PATH}, takes ${req.method}`;
  }
  if (req.method !== 'POST') return 'the backend takes POST';
  if (req.headers.origin !== `http://${host}`) return 'the backend answers the CMS of this server only';
  return null;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list the request must hold. */
function listOf(value, what) {
  if (!Array.isArray(value)) throw malformed(`${what} must be a list`);
  return value;
}

/** The paths named by a list of `{ path }`: a path that is not text is malformed. */
const pathsOf = (list, what) =>
  listOf(list, what).map((item) => {
    if (typeof item?.path !== 'string') throw malformed(`each of ${what} needs a path`);
    return item.path;
  });

/** Decap's workflow statuses, the only labels a draft's branch gets. */
const workflowStatuses = ['draft', 'pending_review', 'pending_publish'];

/**
 * Checks that a draft's collection and slug name an entry of the configuration: decap-server makes the
 * draft's branch name (cms/<collection>/<slug>) of them.
 */
function checkEntry({ collection, slug }, cms) {
  if (typeof collection !== 'string' || typeof slug !== 'string')
    throw malformed('a draft needs its collection and slug');
  if (!cms.entries.has(`${collection}/${slug}`)) throw refused(`the CMS has no entry ${collection}/${slug}`);
}

/** The collection and slug of a draft's id, `pages/Contact`, split where decap-server splits it. */
function entryOfId(id) {
  if (typeof id !== 'string') throw malformed('a draft id is text');
  const at = id.indexOf('/');
  return { collection: id.slice(0, at), slug: id.slice(at + 1) };
}

/** An action on one draft (git mode): its entry checked, then the files it reads. */
const onDraft = (files = () => []) => ({
  workflow: true,
  files: (params, cms) => {
    checkEntry(params, cms);
    return files(params);
  },
});

/** The changes of persistEntry: the page files it writes, never a rename or a media file. */
function persistedFiles(params, cms) {
  const files = listOf(params.dataFiles, 'dataFiles');
  if (!files.length) throw malformed('dataFiles must name a file');
  if (listOf(params.assets, 'assets').length) throw refused('the CMS keeps no media');
  if (!isObject(params.options)) throw malformed('persistEntry needs its options');
  if (params.options.useWorkflow !== cms.workflow) {
    throw refused(cms.workflow ? 'this server saves drafts only' : 'this server has no drafts');
  }
  for (const file of files) {
    if (isObject(file) && 'newPath' in file) throw refused('the CMS renames no file');
    checkEntry({ collection: params.options.collectionName, slug: file?.slug }, cms);
  }
  return pathsOf(files, 'dataFiles');
}

/**
 * The actions the CMS sends (in fs mode the first four; in git mode, with drafts, all), each with the
 * files it reads or writes; the params each reads are checked on the way. getMedia is answered here: the
 * CMS asks for its media library when it starts, and the site keeps none, so nothing is read.
 * @type {Record<string, { workflow?: true, files?: (params: any, cms: CmsGuard) => unknown[], answer?: (params: any, cms: CmsGuard) => unknown }>}
 */
const actions = {
  entriesByFiles: { files: (params) => pathsOf(params.files, 'files') },
  getEntry: { files: (params) => [params.path] },
  persistEntry: { files: persistedFiles },
  getMedia: {
    answer: (params, cms) => {
      if (params.mediaFolder !== cms.mediaFolder) throw refused('the CMS reads no media');
      return [];
    },
  },
  unpublishedEntries: { workflow: true, files: () => [] },
  unpublishedEntry: {
    workflow: true,
    files: (params, cms) => {
      checkEntry(params.id ? entryOfId(params.id) : params, cms);
      return [];
    },
  },
  unpublishedEntryDataFile: onDraft((params) => [params.path]),
  updateUnpublishedEntryStatus: onDraft((params) => {
    if (!workflowStatuses.includes(params.newStatus)) throw refused('a draft is draft, in review or ready');
    return [];
  }),
  publishUnpublishedEntry: onDraft(),
  deleteUnpublishedEntry: onDraft(),
  getDeployPreview: onDraft(),
};

/**
 * @typedef {{ workflow: boolean, branch: string, mediaFolder: string, entries: Set<string> }} CmsGuard
 *   what the CMS's configuration allows: drafts (git mode), its branch, its media folder, its entries
 */

/**
 * What the guard allows, from the CMS's configuration (cms-config.mjs).
 * @param {{ backend: { branch: string }, media_folder: string, publish_mode?: string, collections: { name: string, files: { name: string }[] }[] }} config
 * @returns {CmsGuard}
 */
export const guardOf = (config) => ({
  workflow: config.publish_mode === 'editorial_workflow',
  branch: config.backend.branch,
  mediaFolder: config.media_folder,
  entries: new Set(config.collections.flatMap(({ name, files }) => files.map((file) => `${name}/${file.name}`))),
});

/**
 * What a call to the backend may do: the files it reads or writes, or the answer given here instead
 * (getMedia). Throws a Refusal for an action the CMS does not send, a body not shaped as the CMS sends
 * it, or a file the CMS does not edit.
 * @param {unknown} body
 * @param {CmsGuard} cms
 * @returns {{ files: string[] } | { answer: unknown }}
 */
export function checkAction(body, cms) {
  if (!isObject(body) || typeof body.action !== 'string' || !isObject(body.params)) {
    throw malformed('the body is not a call of the CMS: JSON with an action and its params');
  }
  const { action, params } = body;
  const known = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!known || (known.workflow && !cms.workflow)) throw refused(`the CMS does not send ${action} here`);
  if (params.branch !== cms.branch) throw refused(`the CMS edits the branch ${cms.branch} only`);
  if (params.cmsLabelPrefix !== undefined) throw refused('the CMS sets no label prefix');
  if (known.answer) return { answer: known.answer(params, cms) };
  const files = known.files(params, cms);
  if (files.some((file) => typeof file !== 'string')) throw malformed(`${action} names a path that is not text`);
  const others = files.filter((file) => !isEditableFile(file));
  if (others.length) throw refused(`the CMS edits messages/ only, not ${others.join(', ')}`);
  return { files };
}

/**
 * Checks that each file is the file itself in the folder edited: not a symbolic link, nor reached
 * through a folder that is one, so a read or a write lands on that file and on no other.
 * @param {string} folder the folder edited, its real path
 * @param {string[]} files paths in it, each one isEditableFile allows
 */
export async function checkRealFiles(folder, files) {
  for (const file of files) {
    const at = path.join(folder, ...file.split('/'));
    const stat = await lstat(at).catch((error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (stat?.isSymbolicLink()) throw refused(`${file} is a symbolic link`);
    if (stat && !stat.isFile()) throw refused(`${file} is not a file`);
    // A new file: its folder must be there already, and be itself.
    const real = stat
      ? await realpath(at)
      : await realpath(path.dirname(at)).then(
          (dir) => path.join(dir, path.basename(at)),
          () => undefined,
        );
    if (real === undefined) throw refused(`${file} is in no folder of the CMS`);
    if (real !== at) throw refused(`${file} is reached through a symbolic link`);
  }
}
