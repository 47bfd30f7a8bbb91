// The build's catalog check for the text editor (catalog-edit.mjs), in a worker thread, so that each save
// analyses the code as it is at that moment: on the catalogs with the edit, on the catalogs as they are when
// the edit leaves a problem, and the edited files as Prettier formats them with the repository's settings
// (written if the edit passes).
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { checkMessageFiles } from '../catalogs/check-messages.mjs';
import { prettierFormat } from '../shared/prettier-format.mjs';

const { root, messagesRoot, sources } = workerData;
const formatted = await Promise.all(
  Object.entries(sources).map(async ([file, text]) => [file, await prettierFormat(path.join(root, file), text)]),
);
const after = checkMessageFiles({ root, messagesRoot, sources }).problems;
// The catalogs as they are serve only to tell a problem the edit brings from one already there: an edit that
// leaves none but warnings needs no second check (null), which is most saves.
const before = after.some((p) => p.level !== 'warning') ? checkMessageFiles({ root, messagesRoot }).problems : null;
parentPort.postMessage({ before, after, formatted: Object.fromEntries(formatted) });
