import { fireEvent, render, within } from '@testing-library/react';
import { MainNav } from './main-nav';
import { mount } from './main-nav-script';
import { fakeAnimations, type FakeAnimation } from '@/components/motion/fake-animations';

// The mobile menu's script island on the menu's server HTML. It starts after the visitor's first press,
// which the browser has done: the tests open the menu natively before it starts where that matters. jsdom
// has no animate(): the tests give it one whose end they decide.
const props = {
  label: 'Huvudmeny',
  openLabel: 'Öppna menyn',
  closeLabel: 'Stäng menyn',
  items: [
    { href: '/kontakt', label: 'Kontakt' },
    { href: 'https://portal.example', label: 'Logga in', external: true },
  ],
  newTab: '(öppnas i en ny flik)',
};

const motion = fakeAnimations();

function renderMenu({ openedBefore = false } = {}) {
  const { container } = render(<MainNav {...props} />);
  const details = container.querySelector('details') as HTMLDetailsElement;
  details.open = openedBefore;
  mount(container.querySelector('fyrtorn-island[data-island="main-nav"]') as Element);
  return { details, summary: container.querySelector('summary') as HTMLElement };
}

/** A link of the small screens' panel (the wide screens' list has the same links). */
const panelLink = (name: string) =>
  within(document.getElementById('main-menu') as HTMLElement).getByRole('link', { name });

const lastAnimation = () => motion.animations[motion.animations.length - 1];
/** Where an animation of the panel goes: its last keyframe. */
const whereTo = (animation: FakeAnimation) => (animation.keyframes as Keyframe[]).at(-1);

test('the menu the visitor opened before the island started closes with the next press, once it has faded out', () => {
  const { details, summary } = renderMenu({ openedBefore: true });
  fireEvent.click(summary);
  expect(whereTo(lastAnimation())).toEqual({ opacity: 0, transform: 'translateY(-8px)' });
  // Still shown while it fades.
  expect(details.open).toBe(true);
  lastAnimation().onfinish?.();
  expect(details.open).toBe(false);
});

test('a press opens the menu at once and fades it in from above', () => {
  const { details, summary } = renderMenu();
  fireEvent.click(summary);
  expect(details.open).toBe(true);
  expect(lastAnimation().keyframes).toEqual([
    { opacity: 0, transform: 'translateY(-8px)' },
    { opacity: 1, transform: 'none' },
  ]);
});

test('a press while it fades out turns it around: it stays open', () => {
  const { details, summary } = renderMenu({ openedBefore: true });
  fireEvent.click(summary);
  const fadingOut = lastAnimation();
  fireEvent.click(summary);
  expect(fadingOut.cancel).toHaveBeenCalled();
  expect(whereTo(lastAnimation())).toEqual({ opacity: 1, transform: 'none' });
  // The replaced movement's end, if it still came, closes nothing.
  fadingOut.onfinish?.();
  lastAnimation().onfinish?.();
  expect(details.open).toBe(true);
});

test('Escape closes the open menu and gives the focus back to its toggle', () => {
  const { details, summary } = renderMenu({ openedBefore: true });
  const link = panelLink('Kontakt');
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(summary).toHaveFocus();
  lastAnimation().onfinish?.();
  expect(details.open).toBe(false);
});

test("a link's click closes the menu", () => {
  const { details } = renderMenu({ openedBefore: true });
  fireEvent.click(panelLink('Kontakt'));
  lastAnimation().onfinish?.();
  expect(details.open).toBe(false);
});

test('with reduced motion nothing moves: the browser opens the menu, and Escape closes it at once', () => {
  motion.reducedMotion = true;
  const { details, summary } = renderMenu({ openedBefore: true });
  fireEvent.keyDown(summary, { key: 'Escape' });
  expect(details.open).toBe(false);
  fireEvent.click(summary);
  expect(details.open).toBe(true);
  expect(motion.animations).toHaveLength(0);
});
