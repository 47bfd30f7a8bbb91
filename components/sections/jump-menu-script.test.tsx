import { act, fireEvent, render, screen, within } from '@testing-library/react';
import conference from '@/messages/pages/Conference.json';
import { fakeAnimations } from '@/components/motion/fake-animations';
import { MainNav } from '@/components/layout/main-nav';
import { mount as mountMainNav } from '@/components/layout/main-nav-script';
import { JumpMenu } from './jump-menu';
import { SCROLL_SPY_OFFSET_PX, activeSectionId, mount } from './jump-menu-script';

// The jump menu's script island on the menu's server HTML, a native <details>: jsdom opens and closes it as a
// browser does without the island. jsdom has no animate(): the tests give it one whose end they decide.
const items = [
  { id: 'oversikt', label: 'Översikt' },
  { id: 'pass-1', label: 'Pass 1' },
  { id: 'pass-2', label: 'Pass 2' },
];

const { button: buttonLabel, label: navLabel } = conference.sv.Conference.jumpMenu;

const motion = fakeAnimations();

/** Sections in the document whose tops (relative to the viewport) the test controls. */
function placeSections(tops: Record<string, number>) {
  for (const { id } of items) {
    const section = document.getElementById(id) ?? document.body.appendChild(document.createElement('section'));
    section.id = id;
    section.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
  }
}

function renderMenu() {
  const { container } = render(<JumpMenu buttonLabel={buttonLabel} navLabel={navLabel} items={items} />);
  mount(container.querySelector('fyrtorn-island[data-island="jump-menu"]') as Element);
  const details = container.querySelector('details') as HTMLDetailsElement;
  const summary = within(details).getByText(buttonLabel);
  return { details, summary };
}

/** Ends the running fade, as the browser does after its 200 ms. */
const endMovement = () => motion.animations.at(-1)?.onfinish?.();

function scrollTo(tops: Record<string, number>) {
  placeSections(tops);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 0));
  placeSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
});

afterEach(() => {
  document.querySelectorAll('section').forEach((section) => section.remove());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('activeSectionId', () => {
  it('is the last section whose top has passed the 100 px line', () => {
    expect(SCROLL_SPY_OFFSET_PX).toBe(100);
    expect(
      activeSectionId([
        { id: 'a', top: 120 },
        { id: 'b', top: 900 },
      ]),
    ).toBeNull();
    expect(
      activeSectionId([
        { id: 'a', top: 100 },
        { id: 'b', top: 900 },
      ]),
    ).toBe('a');
    expect(
      activeSectionId([
        { id: 'a', top: -500 },
        { id: 'b', top: 60 },
        { id: 'c', top: 700 },
      ]),
    ).toBe('b');
  });
});

describe('the jump menu', () => {
  it("is a disclosure whose summary opens and closes the list of the page's sections", () => {
    const { details, summary } = renderMenu();
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const nav = screen.getByRole('navigation', { name: navLabel });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#oversikt', '#pass-1', '#pass-2']);
    fireEvent.click(summary);
    endMovement();
    expect(details.open).toBe(false);
  });

  it('closes after a choice', () => {
    const { details, summary } = renderMenu();
    fireEvent.click(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Pass 2' }));
    endMovement();
    expect(details.open).toBe(false);
  });

  it('closes on Escape wherever the focus is, and gives the focus back to its summary', () => {
    const { details, summary } = renderMenu();
    fireEvent.click(summary);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(summary).toHaveFocus();
    endMovement();
    expect(details.open).toBe(false);
  });

  it('leaves an Escape inside the open mobile menu to that menu: one Escape closes one of them', () => {
    const { details, summary } = renderMenu();
    const { container } = render(
      <MainNav
        label="Huvudmeny"
        openLabel="Öppna menyn"
        closeLabel="Stäng menyn"
        items={[{ href: '/kontakt', label: 'Kontakt' }]}
        newTab="(ny flik)"
      />,
    );
    mountMainNav(container.querySelector('fyrtorn-island[data-island="main-nav"]') as Element);
    const menu = container.querySelector('details') as HTMLDetailsElement;
    fireEvent.click(summary);
    menu.open = true;
    const menuLink = within(document.getElementById('main-menu') as HTMLElement).getAllByRole('link')[0];
    menuLink.focus();
    fireEvent.keyDown(menuLink, { key: 'Escape' });
    expect(container.querySelector('summary')).toHaveFocus();
    endMovement();
    expect(menu.open).toBe(false);
    expect(details.open).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    endMovement();
    expect(details.open).toBe(false);
  });

  it('closes on a press outside it, not on one inside', () => {
    const { details, summary } = renderMenu();
    fireEvent.click(summary);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: navLabel }));
    endMovement();
    expect(details.open).toBe(true);
    fireEvent.pointerDown(document.body);
    endMovement();
    expect(details.open).toBe(false);
  });

  it('marks the section being read with aria-current while scrolling, open or closed', () => {
    renderMenu();
    const link = (name: string) => screen.getByRole('link', { name, hidden: true });
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);

    scrollTo({ oversikt: 40, 'pass-1': 640, 'pass-2': 1240 });
    expect(link('Översikt')).toHaveAttribute('aria-current', 'location');

    scrollTo({ oversikt: -700, 'pass-1': 90, 'pass-2': 700 });
    expect(link('Pass 1')).toHaveAttribute('aria-current', 'location');
    expect(link('Översikt')).not.toHaveAttribute('aria-current');

    scrollTo({ oversikt: -700, 'pass-1': -40, 'pass-2': 101 });
    expect(link('Pass 1')).toHaveAttribute('aria-current', 'location');
  });
});
