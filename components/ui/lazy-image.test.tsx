import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage, VISIBILITY_THRESHOLD } from './lazy-image';

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

function renderPortrait() {
  return render(
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
}

function scrollIntoView(isIntersecting = true) {
  act(() => observers[0].callback([{ isIntersecting }]));
}

test('shows only the placeholder until the frame is at least 10 % visible', () => {
  renderPortrait();
  expect(observers).toHaveLength(1);
  expect(observers[0].options?.threshold).toBe(VISIBILITY_THRESHOLD);
  expect(VISIBILITY_THRESHOLD).toBe(0.1);
  expect(screen.getByText('AL')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  scrollIntoView(false);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('requests the image once visible, keeps the placeholder while it loads, then fades it in', () => {
  renderPortrait();
  scrollIntoView();
  expect(observers[0].disconnect).toHaveBeenCalled();

  const img = screen.getByRole('img', { name: 'Porträtt av Anna Lind' });
  expect(img).toHaveAttribute('src', '/people/a-96.webp');
  expect(img).toHaveAttribute('srcset', '/people/a-96.webp 96w, /people/a-192.webp 192w');
  expect(img).toHaveAttribute('sizes', '96px');
  expect(img).toHaveAttribute('width', '96');
  expect(img).toHaveAttribute('height', '96');
  expect(img).toHaveClass('opacity-0');
  expect(screen.getByText('AL')).toBeInTheDocument();

  fireEvent.load(img);
  expect(img).toHaveClass('opacity-100');
  expect(img).not.toHaveClass('opacity-0');
  expect(screen.queryByText('AL')).not.toBeInTheDocument();
});

test('the fade is a transition that reduced-motion visitors do not get', () => {
  renderPortrait();
  scrollIntoView();
  const img = screen.getByRole('img');
  expect(img).toHaveClass('transition-opacity', 'motion-reduce:transition-none');
});

test('keeps the placeholder when the image fails to load', () => {
  renderPortrait();
  scrollIntoView();
  fireEvent.error(screen.getByRole('img'));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('AL')).toBeInTheDocument();
});

test('the placeholder is hidden from assistive technology', () => {
  renderPortrait();
  expect(screen.getByText('AL').closest('[aria-hidden="true"]')).not.toBeNull();
});

test('loads at once where IntersectionObserver is missing', () => {
  // @ts-expect-error: simulating an old browser
  delete window.IntersectionObserver;
  renderPortrait();
  expect(screen.getByRole('img', { name: 'Porträtt av Anna Lind' })).toBeInTheDocument();
});
