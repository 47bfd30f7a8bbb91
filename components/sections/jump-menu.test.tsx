import { act, fireEvent, render, screen, within } from '@testing-library/react';
import conference from '@/messages/pages/Conference.json';
import { JumpMenu, SCROLL_SPY_OFFSET_PX, activeSectionId } from './jump-menu';

const items = [
  { id: 'oversikt', label: 'Översikt' },
  { id: 'pass-1', label: 'Pass 1' },
  { id: 'pass-2', label: 'Pass 2' },
];

const { button: buttonLabel, label: navLabel } = conference.sv.Conference.jumpMenu;

/** Sections in the document whose tops (relative to the viewport) the test controls. */
function mountSections(tops: Record<string, number>) {
  for (const { id } of items) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    document.body.appendChild(section);
  }
}

function renderMenu() {
  render(<JumpMenu buttonLabel={buttonLabel} navLabel={navLabel} items={items} />);
  return screen.getByRole('button', { name: buttonLabel });
}

function scrollTo(tops: Record<string, number>) {
  for (const { id } of items) document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 0));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => window.clearTimeout(id));
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

describe('JumpMenu', () => {
  it('opens and closes from its button, which reports the state in aria-expanded', () => {
    mountSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
    const button = renderMenu();
    const nav = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(nav.tagName).toBe('NAV');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toBeVisible();
    expect(screen.getByRole('navigation', { name: navLabel })).toBe(nav);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#oversikt', '#pass-1', '#pass-2']);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();
  });

  it('closes after a choice', () => {
    mountSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Pass 2' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: navLabel })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', () => {
    mountSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
    const button = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Pass 1' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it, not on one inside', () => {
    mountSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: navLabel }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the section being read with aria-current while scrolling', () => {
    mountSections({ oversikt: 300, 'pass-1': 900, 'pass-2': 1500 });
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
