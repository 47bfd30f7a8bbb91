import { fireEvent, render, screen } from '@testing-library/react';
import { ScriptIsland } from '@/components/islands/island';
import { FaqList } from './faq-list';
import { mount } from './faq-script';
import { fakeAnimations } from '@/components/motion/fake-animations';

// The FAQ's script island on the server HTML of its items. jsdom, like Safari before 17.2 and Firefox before
// 130, opens a <details name> without closing the others of its group, and has no animate(): the tests
// give it one whose end they decide.
const items = [
  { question: 'Vad kostar det?', answer: 'Från 2 495 kr i månaden.' },
  { question: 'Hur snabbt svarar ni?', answer: 'Normalt inom två timmar.' },
  { question: 'Kan jag byta paket?', answer: 'Ja, när som helst.' },
];

const item = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;
const panel = (question: string) => item(question).querySelector('summary + div') as HTMLElement;

const motion = fakeAnimations();

function renderFaqs(...faqs: { name: string; items: typeof items }[]) {
  render(
    <>
      {faqs.map((faq) => (
        <ScriptIsland key={faq.name} name="faq">
          <FaqList name={faq.name} items={faq.items} />
        </ScriptIsland>
      ))}
    </>,
  );
  for (const island of document.querySelectorAll('fyrtorn-island')) mount(island);
}

/** The toggle events the browser has queued, handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens an item as the browser does without the island's animation, its toggle event handled. */
async function openNatively(question: string) {
  item(question).open = true;
  await settle();
}

afterEach(settle);

test('opening an item closes the open one of the same FAQ, where the browser does not', async () => {
  renderFaqs({ name: 'home-faq', items });
  await openNatively(items[0].question);
  expect(item(items[0].question).open).toBe(true);
  await openNatively(items[1].question);
  expect(item(items[1].question).open).toBe(true);
  expect(item(items[0].question).open).toBe(false);
  expect(item(items[2].question).open).toBe(false);
});

test('an FAQ elsewhere on the page keeps its own open item', async () => {
  renderFaqs({ name: 'home-faq', items: items.slice(0, 2) }, { name: 'contact-faq', items: items.slice(2) });
  await openNatively(items[2].question);
  await openNatively(items[0].question);
  expect(item(items[2].question).open).toBe(true);
  expect(item(items[0].question).open).toBe(true);
});

test('a press opens the item at once and grows its answer, then leaves its height free', () => {
  renderFaqs({ name: 'home-faq', items });
  fireEvent.click(screen.getByText(items[0].question));
  expect(item(items[0].question).open).toBe(true);
  expect(motion.animations).toHaveLength(1);
  expect(motion.animations[0].keyframes).toEqual({ height: ['0px', expect.stringMatching(/px$/)] });
  motion.animations[0].onfinish?.();
  expect(panel(items[0].question).style.height).toBe('');
});

test('a press on an open item shrinks its answer and closes the item at the end; a press midway turns it around', async () => {
  renderFaqs({ name: 'home-faq', items });
  await openNatively(items[0].question);
  fireEvent.click(screen.getByText(items[0].question));
  expect(motion.animations[0].keyframes).toEqual({ height: [expect.any(String), '0px'] });
  // Still open while it shrinks; pressed again, it grows from where it stands and stays open.
  expect(item(items[0].question).open).toBe(true);
  fireEvent.click(screen.getByText(items[0].question));
  expect(motion.animations[0].cancel).toHaveBeenCalled();
  motion.animations[1].onfinish?.();
  expect(item(items[0].question).open).toBe(true);
  // Pressed again, it shrinks to the end and closes.
  fireEvent.click(screen.getByText(items[0].question));
  motion.animations[2].onfinish?.();
  expect(item(items[0].question).open).toBe(false);
  expect(panel(items[0].question).style.height).toBe('');
});

test('with reduced motion nothing moves: the browser opens and closes the item itself', () => {
  motion.reducedMotion = true;
  renderFaqs({ name: 'home-faq', items });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  screen.getByText(items[0].question).dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(motion.animations).toHaveLength(0);
});

// Under load the browser handles input before the `toggle` events it has queued: both presses come first.
test.each([
  ['with motion', false],
  ['with reduced motion', true],
])('%s, two presses before the first toggle event leave the item pressed last open', async (_, reduced) => {
  motion.reducedMotion = reduced;
  renderFaqs({ name: 'home-faq', items });
  fireEvent.click(screen.getByText(items[0].question));
  fireEvent.click(screen.getByText(items[1].question));
  await settle();
  expect(item(items[1].question).open).toBe(true);
  expect(item(items[0].question).open).toBe(false);
});
