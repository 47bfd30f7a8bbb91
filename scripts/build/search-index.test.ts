import { spaceAdjacentElements } from './search-index.mjs';

const page = (main: string) =>
  `<!DOCTYPE html><html lang="sv"><head><title>t</title></head><body><main>${main}</main></body></html>`;

describe('spaceAdjacentElements', () => {
  it('puts a space between a label and its value, and between two buttons', () => {
    expect(spaceAdjacentElements(page('<dl><div><dt>Ort:</dt><dd>Stockholm</dd></div></dl>'))).toContain(
      '<dt>Ort:</dt> <dd>Stockholm</dd>',
    );
    expect(spaceAdjacentElements(page('<div><a href="/a">Boka</a><a href="/b">Se</a></div>'))).toContain(
      '<a href="/a">Boka</a> <a href="/b">Se</a>',
    );
  });

  it('spaces nested siblings at every depth, and nothing outside <main>', () => {
    const html = `<!DOCTYPE html><html><head><title>t</title></head><body><header><p>a</p><p>b</p></header><main><section><p><span>2016</span></p><p>grundat</p></section><p>x</p></main></body></html>`;
    const spaced = spaceAdjacentElements(html);
    expect(spaced).toContain('<p><span>2016</span></p> <p>grundat</p></section> <p>x</p>');
    expect(spaced).toContain('<header><p>a</p><p>b</p></header>');
  });

  it('leaves parts of one word together, and text already spaced as it is', () => {
    expect(spaceAdjacentElements(page('<p><strong>Fyr</strong><em>torn</em> och <b>a</b> <i>b</i></p>'))).toContain(
      '<p><strong>Fyr</strong><em>torn</em> och <b>a</b> <i>b</i></p>',
    );
  });

  it('returns a page without <main> unchanged', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>a</p><p>b</p></body></html>';
    expect(spaceAdjacentElements(html)).toBe(html);
  });
});
