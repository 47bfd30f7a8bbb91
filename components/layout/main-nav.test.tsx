import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MainNav } from './main-nav';

// The menu is a native <details>: a visitor can open it before the island has hydrated. A press that comes
// while the island hydrates is a press on the menu the visitor sees, which is open: it closes it.
const props = {
  label: 'Huvudmeny',
  openLabel: 'Öppna menyn',
  closeLabel: 'Stäng menyn',
  items: [{ href: '/kontakt', label: 'Kontakt' }],
  newTab: '(öppnas i en ny flik)',
};

test('a press while the island hydrates closes the menu the visitor opened before it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MainNav {...props} />);
  document.body.append(container);
  const details = container.querySelector('details') as HTMLDetailsElement;
  // Opened natively, before the script arrived.
  details.open = true;

  // React listens from hydrateRoot on, and hydrates at once the root a press lands in.
  const root = hydrateRoot(container, <MainNav {...props} />);
  const summary = container.querySelector('summary') as HTMLElement;
  await act(async () => {
    summary.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });

  expect(details.open).toBe(false);
  act(() => root.unmount());
  container.remove();
});

test('after hydration, a press opens the menu and the next one closes it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MainNav {...props} />);
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, <MainNav {...props} />));
  const details = container.querySelector('details') as HTMLDetailsElement;
  const summary = container.querySelector('summary') as HTMLElement;

  await act(async () => summary.click());
  expect(details.open).toBe(true);
  await act(async () => summary.click());
  expect(details.open).toBe(false);
  act(() => root.unmount());
  container.remove();
});
