import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { UseThemeProps } from 'next-themes';
import sv from '@/messages/sv.json';
import { themeChoices } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

// next-themes' provider is replaced by a stand-in that hands the toggle a state the test controls, at
// the moment the real one does: in an effect once it has mounted. `whenHanded` runs right after the
// hand-over, before React has rendered the toggle again; `held` keeps the state back until the test
// hands it over (next-themes still loading).
const setTheme = jest.fn();
const state: UseThemeProps = { theme: 'light', setTheme, themes: ['light', 'dark', 'system'] };
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
      whenHanded();
    }, [onChange]);
    return null;
  },
}));

// The labels as the header builds them from the catalog: the current choice and the next one.
const text = sv.ThemeToggle;
const labels = Object.fromEntries(
  themeChoices.map((current, i) => [
    current,
    text.label.replace('{current}', text[current]).replace('{next}', text[themeChoices[(i + 1) % 3]]),
  ]),
) as Record<(typeof themeChoices)[number], string>;

function toggle() {
  return screen.getByRole('button');
}

/** Renders the toggle and waits until next-themes' state (the stand-in's) has reached it. */
async function renderLoaded() {
  render(<ThemeToggle labels={labels} />);
  await screen.findByRole('button', { name: labels.light });
  await act(async () => {
    await Promise.resolve();
  });
  expect(toggle()).toHaveAttribute('data-theme-choice', 'light');
}

beforeEach(() => {
  setTheme.mockClear();
  whenHanded = () => {};
  held = null;
  holding = false;
});

test('a click once next-themes has loaded switches from the current choice to the next', async () => {
  await renderLoaded();
  fireEvent.click(toggle());
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('dark');
});

test('a click right after next-themes has handed over its state, before the toggle has rendered again, is not lost', async () => {
  // On a busy phone a tap can land between the hand-over and the toggle's next render; the button then
  // still runs the handler of its render without next-themes.
  whenHanded = () => fireEvent.click(toggle());
  render(<ThemeToggle labels={labels} />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('dark');
});

test('a click before next-themes has loaded is done once it has, once', async () => {
  holding = true;
  render(<ThemeToggle labels={labels} />);
  await act(async () => {
    await Promise.resolve();
  });
  fireEvent.click(toggle());
  expect(setTheme).not.toHaveBeenCalled();
  act(() => held!(state));
  expect(setTheme).toHaveBeenCalledTimes(1);
  expect(setTheme).toHaveBeenCalledWith('dark');
});
