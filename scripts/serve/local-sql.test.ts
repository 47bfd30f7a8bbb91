import { formatSqlMessages } from './local-sql.mjs';

const field = (name: string, dataTypeID = 25) => ({ name, dataTypeID });
const result = (fields: { name: string; dataTypeID: number }[], rows: (string | null)[][], tag: string) => [
  { name: 'rowDescription', fields },
  ...rows.map((row) => ({ name: 'dataRow', fields: row })),
  { name: 'commandComplete', text: tag },
];

test('a narrow result is a table: booleans as true/false, NULL named, line breaks shown as \\n', () => {
  const { text, failed } = formatSqlMessages(
    result(
      [field('id'), field('released', 16), field('note')],
      [
        ['a1', 't', null],
        ['b2', 'f', 'two\nlines'],
      ],
      'SELECT 2',
    ),
  );
  expect(failed).toBe(false);
  expect(text.split('\n')).toEqual([
    'id | released | note',
    '---+----------+-----------',
    'a1 | true     | NULL',
    'b2 | false    | two\\nlines',
    '(2 rows)',
    '',
  ]);
});

test('a result wider than 120 characters is shown a row at a time, a line per column', () => {
  const message =
    'Vi vill gärna veta mer om er ekonomiavdelning som tjänst, och vad den kostar för ett bolag som vårt.';
  const { text } = formatSqlMessages(
    result([field('email'), field('message')], [['anna@foretaget.se', message]], 'SELECT 1'),
  );
  expect(text.split('\n')).toEqual([
    '-[ row 1 ]-',
    `email   | anna@foretaget.se`,
    `message | ${message}`,
    '(1 row)',
    '',
  ]);
});

test('a single JSON value (an export) is pretty-printed under its column name', () => {
  const { text } = formatSqlMessages(
    result([field('contact_enquiries_export', 3802)], [['[{"id": "a1", "email": "anna@foretaget.se"}]']], 'SELECT 1'),
  );
  expect(text).toBe(
    'contact_enquiries_export\n[\n  {\n    "id": "a1",\n    "email": "anna@foretaget.se"\n  }\n]\n(1 row)\n',
  );
});

test('a statement without rows shows its command tag; an error fails with its detail and hint', () => {
  const { text, failed } = formatSqlMessages([
    { name: 'commandComplete', text: 'UPDATE 2' },
    { name: 'error', message: 'relation "x" does not exist', detail: 'Some detail.', hint: 'Some hint.' },
    { name: 'readyForQuery' },
  ]);
  expect(failed).toBe(true);
  expect(text).toBe('UPDATE 2\n\nERROR: relation "x" does not exist\nDETAIL: Some detail.\nHINT: Some hint.\n');
});
