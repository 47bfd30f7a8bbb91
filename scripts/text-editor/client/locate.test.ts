import { markerOf } from '../../../lib/text-editor/markers.mjs';
import { keyAtText, keyForClick, marksIn } from './locate.mjs';

/** A text as `npm run dev` renders it: followed by its key's marker. */
const t = (key: string, text: string) => `${text}${markerOf(key, text)}`;

function render(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

/** The text node that holds `text`, and the offset of its first character. */
function caretOn(text: string) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf(text);
    if (at !== -1) return { node, offset: at };
  }
  throw new Error(`no text node holds ${text}`);
}

describe('keyAtText', () => {
  it('names the text under the caret', () => {
    render(`<h1>${t('Home.hero.title', 'Din ekonomi')}</h1><p>${t('Home.hero.subtitle', 'Vi sköter det')}</p>`);
    const { node, offset } = caretOn('ekonomi');
    expect(keyAtText(node, offset)).toBe('Home.hero.title');
    expect(keyAtText(caretOn('sköter').node, 3)).toBe('Home.hero.subtitle');
  });

  it('names a list item by its index', () => {
    render(`<details open><summary>${t('Home.faq.items.2.question', 'Vad kostar det?')}</summary>
      <p>${t('Home.faq.items.2.answer', 'Från 2 495 kr.')}</p></details>`);
    expect(keyAtText(caretOn('495').node, caretOn('495').offset)).toBe('Home.faq.items.2.answer');
  });

  it('names a formatted text from inside one of its tags, whose marker comes after the tag', () => {
    const marker = markerOf('Contact.hero.subtitle', 'Mejla <mail>{email}</mail> nu');
    render(`<p>Mejla <a href="mailto:x">hej@fyrtorn.example</a> nu${marker}</p>`);
    const { node, offset } = caretOn('hej@');
    expect(keyAtText(node, offset)).toBe('Contact.hero.subtitle');
  });

  it('tells a value inside a formatted text from the text around it', () => {
    const title = t('Careers.positions.items.0.title', 'Ekonom');
    render(
      `<p><a href="/kontakt">Sök tjänsten ${title} nu${markerOf('Careers.positions.apply', 'Sök {title} nu')}</a></p>`,
    );
    expect(keyAtText(caretOn('Ekonom').node, caretOn('Ekonom').offset + 2)).toBe('Careers.positions.items.0.title');
    expect(keyAtText(caretOn('Sök').node, 0)).toBe('Careers.positions.apply');
    const { node } = caretOn(' nu');
    expect(keyAtText(node, node.data.indexOf(' nu') + 1)).toBe('Careers.positions.apply');
  });

  it('takes a caret at the end of a text, after its invisible marker, as that text', () => {
    render(`<h2>${t('Home.faq.heading', 'Vanliga frågor')}</h2><p>${t('Home.cta.title', 'Kom igång')}</p>`);
    const node = caretOn('Vanliga').node;
    expect(keyAtText(node, node.data.length)).toBe('Home.faq.heading');
  });

  it('finds nothing for text that is no catalog text, even with a catalog text in the next block', () => {
    render(`<p><span>2 495</span> <span>${t('Offers.perMonth', 'kr/mån')}</span></p><p>${t('X.y', 'Nästa')}</p>`);
    expect(keyAtText(caretOn('2 495').node, 1)).toBeNull();
  });
});

describe('keyForClick', () => {
  it('reads an attribute when the click hits no text (an icon button, an image)', () => {
    render(`<a href="/" aria-label="${t('Nav.homeLabel', 'Till startsidan')}"><svg></svg><span>Fyrtorn</span></a>`);
    const link = document.querySelector('a')!;
    expect(keyForClick(link.querySelector('svg')!, null)).toBe('Nav.homeLabel');
    expect(keyForClick(link.querySelector('span')!, caretOn('Fyrtorn'))).toBe('Nav.homeLabel');
  });

  it('takes the outermost text of an attribute: the values inside it are texts of their own', () => {
    const name = t('Team.items.0.name', 'Anna');
    render(`<img alt="Porträtt av ${name}${markerOf('Images.portraitAlt', 'Porträtt av {name}')}">`);
    expect(keyForClick(document.querySelector('img')!, null)).toBe('Images.portraitAlt');
  });

  it('falls back to the first text inside the clicked element', () => {
    render(`<button><span>${t('Common.send', 'Skicka')}</span></button>`);
    expect(keyForClick(document.querySelector('button')!, null)).toBe('Common.send');
  });
});

describe('marksIn', () => {
  it('lists every text in the order of the page, with its characters, and skips scripts', () => {
    render(`<h1>${t('A.title', 'Rubrik')}</h1>
      <script>self.__next_f.push(["${t('A.title', 'Rubrik')}"])</script>
      <p>${t('A.lead', 'Ingress')} <b>${t('A.bold', 'fet')}</b></p>
      <input placeholder="${t('A.hint', 'Skriv')}">`);
    const marks = marksIn(document.body);
    expect(marks.map((m) => m.key)).toEqual(['A.title', 'A.lead', 'A.bold', 'A.hint']);
    const lead = marks[1].range as { node: Text; start: number; end: number };
    expect(lead.node.data.slice(lead.start, lead.end)).toBe('Ingress');
    expect(marks[3]).toMatchObject({ attribute: 'placeholder' });
  });

  it('leaves out what the skip test names (the editor’s own elements)', () => {
    render(`<p>${t('A.lead', 'Ingress')}</p><div id="own">${t('B.x', 'x')}</div>`);
    const own = document.getElementById('own');
    expect(marksIn(document.body, (node) => node === own).map((m) => m.key)).toEqual(['A.lead']);
  });
});
