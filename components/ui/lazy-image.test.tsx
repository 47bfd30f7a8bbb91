import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';
import { mount } from './lazy-image-script';
import { VISIBILITY_THRESHOLD } from './lazy-image-threshold.mjs';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }[] = [];

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
    const observer = { callback, options, disconnect: jest.fn() };
    observers.push(observer);
    return {
      observe: jest.fn(),
      unobserve: jest.fn(),
      disconnect: observer.disconnect,
      takeRecords: () => [],
    };
  }) as unknown as typeof IntersectionObserver;
});

/** The server HTML of a portrait in the page, with its script island started on it. */
function renderPortrait() {
  document.body.innerHTML = renderToStaticMarkup(
    <LazyImage
      src="/people/a-96.webp"
      srcSet="/people/a-96.webp 96w, /people/a-192.webp 192w"
      sizes="96px"
      alt="Porträtt av Anna Lind"
      width={96}
      height={96}
      placeholder={<span>AL</span>}
    />,
  );
  const island = document.querySelector('fyrtorn-island[data-island="lazy-image"]');
  if (!island) throw new Error('no lazy-image island in the HTML');
  mount(island);
  return island.querySelector<HTMLElement>('[data-state]')!;
}

const scrollIntoView = (isIntersecting = true) => observers[0].callback([{ isIntersecting }]);

test('shows only the placeholder until the frame is at least 10 % visible', () => {
  const frame = renderPortrait();
  expect(observers).toHaveLength(1);
  expect(observers[0].options?.threshold).toBe(VISIBILITY_THRESHOLD);
  expect(VISIBILITY_THRESHOLD).toBe(0.1);
  expect(screen.getByText('AL')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(frame.dataset.state).toBe('waiting');

  scrollIntoView(false);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('requests the image once visible, keeps the placeholder while it loads, then fades it in', () => {
  const frame = renderPortrait();
  scrollIntoView();
  expect(observers[0].disconnect).toHaveBeenCalled();

  const img = screen.getByRole('img', { name: 'Porträtt av Anna Lind' });
  expect(img).toHaveAttribute('src', '/people/a-96.webp');
  expect(img).toHaveAttribute('srcset', '/people/a-96.webp 96w, /people/a-192.webp 192w');
  expect(img).toHaveAttribute('sizes', '96px');
  expect(img).toHaveAttribute('width', '96');
  expect(img).toHaveAttribute('height', '96');
  // Hidden until loaded; the frame's state shows it (the classes read data-state).
  expect(img).toHaveClass('opacity-0', 'group-data-[state=loaded]:opacity-100');
  expect(frame.dataset.state).toBe('loading');
  const placeholder = screen.getByText('AL').closest('[data-testid="image-placeholder"]');
  expect(placeholder).toHaveClass('group-data-[state=loaded]:hidden');

  fireEvent.load(img);
  expect(frame.dataset.state).toBe('loaded');
});

test('the fade is a transition that reduced-motion visitors do not get', () => {
  renderPortrait();
  scrollIntoView();
  expect(screen.getByRole('img')).toHaveClass('transition-opacity', 'motion-reduce:transition-none');
});

test('keeps the placeholder when the image fails to load', () => {
  const frame = renderPortrait();
  scrollIntoView();
  fireEvent.error(screen.getByRole('img'));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(frame.dataset.state).toBe('failed');
  expect(screen.getByText('AL')).toBeInTheDocument();
});

test('the placeholder is hidden from assistive technology', () => {
  renderPortrait();
  expect(screen.getByText('AL').closest('[aria-hidden="true"]')).not.toBeNull();
});

test('without JavaScript the image is in a <noscript>', () => {
  renderPortrait();
  expect(document.querySelector('noscript')?.innerHTML).toContain('src="/people/a-96.webp"');
});

test('loads at once where IntersectionObserver is missing', () => {
  // @ts-expect-error: simulating an old browser
  delete window.IntersectionObserver;
  renderPortrait();
  expect(screen.getByRole('img', { name: 'Porträtt av Anna Lind' })).toBeInTheDocument();
});
