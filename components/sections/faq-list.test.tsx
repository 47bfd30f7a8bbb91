import { act, render, screen } from '@testing-library/react';
import { FaqList } from './faq-list';

// jsdom, like Safari before 17.2 and Firefox before 130, opens a <details name> without closing the
// others of its group: the island keeps the group to one open item.
const items = [
  { question: 'Vad kostar det?', answer: 'Från 2 495 kr i månaden.' },
  { question: 'Hur snabbt svarar ni?', answer: 'Normalt inom två timmar.' },
  { question: 'Kan jag byta paket?', answer: 'Ja, när som helst.' },
];

const item = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;

/** Opens an item as the browser does on a click, toggle event and all. */
async function open(question: string) {
  await act(async () => {
    item(question).open = true;
    item(question).dispatchEvent(new Event('toggle'));
  });
}

test('opening an item closes the open one of the same FAQ, where the browser does not', async () => {
  render(<FaqList name="home-faq" items={items} />);
  await open(items[0].question);
  expect(item(items[0].question).open).toBe(true);
  await open(items[1].question);
  expect(item(items[1].question).open).toBe(true);
  expect(item(items[0].question).open).toBe(false);
  expect(item(items[2].question).open).toBe(false);
});

test('an FAQ elsewhere on the page keeps its own open item', async () => {
  render(
    <>
      <FaqList name="home-faq" items={items.slice(0, 2)} />
      <FaqList name="contact-faq" items={items.slice(2)} />
    </>,
  );
  await open(items[2].question);
  await open(items[0].question);
  expect(item(items[2].question).open).toBe(true);
  expect(item(items[0].question).open).toBe(true);
});
