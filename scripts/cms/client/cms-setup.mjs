// The site's part of /admin, loaded before Decap CMS (admin/index.html): it holds Decap's start until the
// configuration (config.json, written by the build or by `npm run cms`) and the site's files
// (catalogs.json) are in, then registers
// - the format the catalogs are written in: JSON as Prettier writes it, keys in the file's order
//   (json-print.mjs), so that a save changes the edited lines only;
// - the catalog check before a draft is saved and before it is published: a problem refuses either, and
//   Decap shows the check's own lines (entry-check.mjs);
// - the guide at the top of each entry (guide-widget.mjs) and the preview of each entry (preview.mjs).
/* global CMS, createClass, h */
import { checkEntry } from './entry-check.mjs';
import { GUIDE_FIELD, GUIDE_WIDGET, guideControl } from './guide-widget.mjs';
import { expandedObjects, printJson } from './json-print.mjs';
import { entryValue, registerPreviews } from './preview.mjs';

window.CMS_MANUAL_INIT = true;

const FORMAT = 'fyrtorn-json';

/** What the CMS writes for a file: the value as Prettier would format the file, laid out as the file was. */
function fileText(site, file, value) {
  const original = site.files[file];
  return printJson(value, { template: JSON.parse(original), expanded: expandedObjects(original) });
}

/** A file of the site by the names of its entry's fields, which is all Decap tells a format of an entry. */
function fileOfFields(site, fields) {
  const key = fields.filter((name) => name !== GUIDE_FIELD).join(',');
  return Object.keys(site.files).find((file) => {
    const value = JSON.parse(site.files[file]);
    const names = file.startsWith('messages/pages/') ? Object.keys(value.sv ?? {}) : Object.keys(value);
    return names.join(',') === key;
  });
}

function refuseIfBroken(site, entry, moment) {
  const file = entry.get('path');
  if (!Object.hasOwn(site.files, file)) return;
  const problems = checkEntry(site, file, fileText(site, file, entryValue(entry)));
  if (problems.length) {
    throw new Error(`The catalog check refuses to ${moment} this:\n${problems.join('\n')}`);
  }
}

async function start() {
  const [config, site] = await Promise.all(
    ['config.json', 'catalogs.json'].map((name) =>
      fetch(name, { cache: 'no-store' }).then((response) => {
        if (!response.ok) throw new Error(`/admin/${name}: ${response.status}`);
        return response.json();
      }),
    ),
  );
  CMS.registerCustomFormat(FORMAT, 'json', {
    fromFile: (text) => JSON.parse(text),
    toFile: (value, fields) => {
      const file = fileOfFields(site, fields ?? []);
      return file ? fileText(site, file, value) : `${JSON.stringify(value, null, 2)}\n`;
    },
  });
  CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => refuseIfBroken(site, entry, 'save') });
  CMS.registerEventListener({ name: 'prePublish', handler: ({ entry }) => refuseIfBroken(site, entry, 'publish') });
  CMS.registerWidget(GUIDE_WIDGET, guideControl(createClass, h));
  registerPreviews(CMS, h, config, site);
  CMS.init({ config: { ...config, load_config_file: false } });
}

// Decap's script comes after this one: it is there once the document has been parsed.
document.addEventListener('DOMContentLoaded', () => {
  start().catch((error) => {
    document.body.textContent = `The CMS could not start: ${error.message}`;
  });
});
