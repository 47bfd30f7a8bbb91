// The build's catalog check for the text editor (catalog-edit.mjs), in a worker thread, so that each save
// analyses the code as it is at that moment: on the catalogs as they are, on the catalogs with the edit,
// and the edited files as Prettier formats them with the repository's settings (written if the edit passes).
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { checkMessageFiles } from '../catalogs/check-messages.mjs';
import { prettierFormat } from '../shared/prettier-format.mjs';

const { root, messagesRoot, sources } = workerData;
const formatted = await Promise.all(
  Object.entries(sources).map(async ([file, text]) => [file, await prettierFormat(path.join(root, file), text)]),
);
parentPort.postMessage({
  before: checkMessageFiles({ root, messagesRoot }).problems,
  after: checkMessageFiles({ root, messagesRoot, sources }).problems,
  formatted: Object.fromEntries(formatted),
});
