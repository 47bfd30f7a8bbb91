// npm run sql: the local stand-in for the SQL editor of Supabase's dashboard. Runs one or more
// statements on the database of the running local backend (`npm start` or `npm run backend`) and
// prints what they return, so that docs/enquiries.md can be followed on this machine.
//
//   npm run sql -- "select * from contact_enquiries_spam"
//   npm run sql < statements.sql
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunDirectly } from '../shared/run-directly.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Beside the local backend's data folder (`.local/` for `npm start`): where its door is written. */
export const SQL_DOOR_FILE = 'sql-door.json';
const NOT_RUNNING =
  'No local backend is running here: start it with `npm start` (or `npm run backend`), then try again.';
// Tables wider than this are printed one row at a time, a line per column.
const MAX_TABLE_WIDTH = 120;
const JSON_TYPES = new Set([114, 3802]);
const BOOLEAN_TYPE = 16;

function cellText(value, type) {
  if (value === null) return 'NULL';
  if (type === BOOLEAN_TYPE) return value === 't' ? 'true' : 'false';
  return value.replace(/\r?\n/g, '\\n');
}

function table(fields, rows) {
  const cells = rows.map((row) => row.map((value, i) => cellText(value, fields[i].dataTypeID)));
  const names = fields.map((field) => field.name);
  const widths = names.map((name, i) => Math.max(name.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  if (widths.reduce((sum, width) => sum + width + 3, 0) <= MAX_TABLE_WIDTH) {
    return [line(names), widths.map((width) => '-'.repeat(width)).join('-+-'), ...cells.map(line)];
  }
  const nameWidth = Math.max(...names.map((name) => name.length));
  return cells.flatMap((row, r) => [
    `-[ row ${r + 1} ]${'-'.repeat(Math.max(0, nameWidth - 6))}`,
    ...row.map((value, i) => `${names[i].padEnd(nameWidth)} | ${value}`),
  ]);
}

/**
 * What an SQL editor shows for the backend's messages: each result as a table (a single JSON value
 * pretty-printed), a statement without rows as its command tag, an error with its detail and hint.
 * @param {Array<Record<string, any>>} messages as PGlite parses them
 * @returns {{ text: string, failed: boolean }}
 */
export function formatSqlMessages(messages) {
  const out = [];
  let failed = false;
  let fields = null;
  let rows = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = message.fields;
      rows = [];
    } else if (message.name === 'dataRow') {
      rows.push(message.fields);
    } else if (message.name === 'commandComplete') {
      if (!fields) {
        out.push(message.text, '');
        continue;
      }
      const single = rows.length === 1 && fields.length === 1 && rows[0][0] !== null;
      if (single && JSON_TYPES.has(fields[0].dataTypeID)) {
        out.push(fields[0].name, JSON.stringify(JSON.parse(rows[0][0]), null, 2));
      } else {
        out.push(...table(fields, rows));
      }
      out.push(`(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`, '');
      fields = null;
    } else if (message.name === 'error') {
      failed = true;
      out.push(`ERROR: ${message.message}`);
      if (message.detail) out.push(`DETAIL: ${message.detail}`);
      if (message.hint) out.push(`HINT: ${message.hint}`);
      out.push('');
    }
  }
  return { text: out.join('\n'), failed };
}

/**
 * Sends `statements` to the local backend's door and returns the formatted answer.
 * @param {string} statements
 * @param {string} doorFile written by the running backend (scripts/serve/local-backend.mjs)
 */
export async function runLocalSql(statements, doorFile) {
  if (!existsSync(doorFile)) return { text: NOT_RUNNING, failed: true };
  const { url, token } = JSON.parse(readFileSync(doorFile, 'utf8'));
  let response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: statements });
  } catch {
    return { text: NOT_RUNNING, failed: true };
  }
  const answer = await response.json();
  if (!response.ok) return { text: `The local backend could not run it: ${answer.error}`, failed: true };
  return formatSqlMessages(answer.messages);
}

async function main() {
  const fromArguments = process.argv.slice(2).join(' ').trim();
  const statements = fromArguments || (process.stdin.isTTY ? '' : readFileSync(0, 'utf8').trim());
  // LOCAL_SQL_DOOR: the door file of a backend started on another data folder (the tests').
  const doorFile = process.env.LOCAL_SQL_DOOR ?? join(root, '.local', SQL_DOOR_FILE);
  const { text, failed } = statements
    ? await runLocalSql(statements, doorFile)
    : {
        text: 'Usage: npm run sql -- "select * from contact_enquiries_spam"   (or: npm run sql < file.sql)',
        failed: true,
      };
  (failed ? process.stderr : process.stdout).write(`${text.trimEnd()}\n`);
  // Not process.exit: it would cut off what a pipe has not taken yet.
  process.exitCode = failed ? 1 : 0;
}

if (isRunDirectly(import.meta.url)) main();
