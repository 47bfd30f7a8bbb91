import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UseThemeProps } from 'next-themes';
import themeToggle from '@/messages/pages/ThemeToggle.json';
import { themeChoices } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

// next-themes' provider is replaced by a stand-in that hands the toggle a state the test controls, at
// the moment the real one does: in an effect once it has mounted. `whenHanded` runs right after the
// hand-over, before React has rendered the toggle again; `held` keeps the state back until the test
// hands it over (next-themes still loading).
const setTheme = jest.fn();
const themes = ['light', 'dark', 'system'];
let state: UseThemeProps = { theme: 'light', setTheme, themes };
let handed = 0;
let whenHanded: () => void = () => {};
let held: ((state: UseThemeProps) => void) | null = null;
let holding = false;
jest.mock('./theme-state', () => ({
  ThemeState: ({ onChange }: { onChange: (state: UseThemeProps) => void }) => {
    useEffect(() => {
      if (holding) {
        held = onChange;
        return;
      }
      onChange(state);
      handed++;
      whenHanded();
    }, [onChange]);
    return null;
  },
}));

// The labels as the header builds them from the catalog: the current choice and the next one.
const text = themeToggle.sv.ThemeToggle;
const labels = Object.fromEntries(
  themeChoices.map((current, i) => [
    current,
    text.label.replace('{current}', text[current]).replace('{next}', text[themeChoices[(i + 1) % 3]]),
  ]),
) as Record<(typeof themeChoices)[number], string>;

function toggle() {
  return screen.getByRole('button');
}

/** The choice <html> names, which the toggle's CSS shows (app/globals.css). */
const shownChoice = () => document.documentElement.getAttribute('data-theme-choice');

/** Renders the toggle; next-themes' module (the stand-in's) arrives a few ticks later, as an import does. */
async function renderToggle() {
  await act(async () => {
    render(<ThemeToggle labels={labels} />);
  });
}

beforeEach(() => {
  // What the head script shows for the stored choice before the toggle has run.
  document.documentElement.setAttribute('data-theme-choice', 'light');
  setTheme.mockClear();
  state = { theme: 'light', setTheme, themes };
  handed = 0;
  whenHanded = () => {};
  held = null;
  holding = false;
});

test('holds each choice with its full name, for the CSS to show the one <html> names', async () => {
  await renderToggle();
  for (const choice of themeChoices) {
    const option = toggle().querySelector(`[data-theme-option="${choice}"]`);
    expect(option).toHaveTextContent(labels[choice]);
    expect(option?.querySelector('svg')).not.toBeNull();
  }
});

test('once next-themes has loaded, a click switches to the next choice after its own', async () => {
  state = { theme: 'dark', setTheme, themes };
  document.documentElement.setAttribute('data-theme-choice', 'dark');
  await renderToggle();
  await waitFor(() => expect(handed).toBe(1));
  fireEvent.click(toggle());
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('system');
});

test('a click right after next-themes has handed over its state, before the toggle has rendered again, is not lost', async () => {
  // On a busy phone a tap can land between the hand-over and the toggle's next render; the button then
  // still runs the handler of its render without next-themes.
  whenHanded = () => toggle().click();
  await renderToggle();
  await waitFor(() => expect(handed).toBe(1));
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('dark');
});

test("before next-themes has handed over, a click is the head script's: the toggle leaves it alone", async () => {
  holding = true;
  await renderToggle();
  await waitFor(() => expect(held).not.toBeNull());
  expect(toggle()).toHaveAttribute('data-theme-toggle');
  expect(toggle()).not.toHaveAttribute('data-theme-ready');
  fireEvent.click(toggle());
  expect(setTheme).not.toHaveBeenCalled();
});

test("once next-themes has handed over, the button is marked ready: its presses are no longer the head script's", async () => {
  await renderToggle();
  await waitFor(() => expect(handed).toBe(1));
  expect(toggle()).toHaveAttribute('data-theme-ready');
});

test('next-themes starts from the choice the page shows: a press the head script did while it mounted is kept', async () => {
  // next-themes read "light" from storage as it mounted; the head script has since switched to dark.
  holding = true;
  await renderToggle();
  await waitFor(() => expect(held).not.toBeNull());
  document.documentElement.setAttribute('data-theme-choice', 'dark');
  act(() => held!(state));
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('dark');
  expect(shownChoice()).toBe('dark');
  // A press before next-themes has rendered again goes on from dark, not from the light it had read.
  fireEvent.click(toggle());
  expect(setTheme).toHaveBeenLastCalledWith('system');
});
