import { createTranslator } from 'next-intl';
import { CatalogError, catalogErrorHandlers } from './catalog-errors';

const messages = { A: { greet: 'Hi {emial}', link: 'Read <b>more</b>', group: { x: 'y' }, ok: 'Hi {name}' } };
const t = createTranslator({ locale: 'en', messages, namespace: 'A', ...catalogErrorHandlers('en') });
const format = t as unknown as {
  (key: string, values?: Record<string, unknown>): string;
  rich: (key: string, values: Record<string, unknown>) => unknown;
};

function thrown(render: () => unknown): string {
  try {
    render();
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('catalogErrorHandlers: a next-intl error stops the render with the check’s line', () => {
  it('names a placeholder the code does not pass', () => {
    expect(thrown(() => format('greet', { email: 'hej@x.se' }))).toBe(
      'The message catalogs have 1 problem(s):\n  messages/pages/A.json: en.A.greet: uses {emial} that the code does not pass',
    );
  });

  it('names a tag the code does not pass', () => {
    expect(thrown(() => format.rich('link', { a: () => null }))).toContain(
      'messages/pages/A.json: en.A.link: uses <b> that the code does not pass',
    );
  });

  it('names a key the catalog lacks', () => {
    expect(thrown(() => format('gone'))).toContain(
      'messages/pages/A.json: en.A.gone: missing: the code reads this text',
    );
  });

  it('names a group read as text', () => {
    expect(thrown(() => format('group'))).toContain(
      'messages/pages/A.json: en.A.group: is a group { } here, but the code reads text',
    );
  });

  it('lets a sound text through', () => {
    expect(format('ok', { name: 'Anna' })).toBe('Hi Anna');
  });
});
