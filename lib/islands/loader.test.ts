import { actedAt } from './acted-at';
import { startIslands, type IslandTable } from './loader';

// The loader on a page of islands, with each island's module a stand-in whose mount the test controls.

type Mounted = { element: Element; props: unknown; finish: () => void };

let mounted: Record<string, Mounted[]>;
let failing: Set<string>;
let observed: Element[];
/** What each observed element is watched with, and a way to bring it into view. */
let watches: { element: Element; options?: IntersectionObserverInit; seen: () => void }[];
let abort: AbortController;

const table: IslandTable = {
  toggle: { url: '/islands/toggle.js', start: 'interaction', hold: ['click'] },
  menu: { url: '/islands/menu.js', start: 'interaction', hold: ['keydown'] },
  form: { url: '/islands/form.js', start: 'idle', hold: ['submit'] },
  search: { url: '/islands/search.js', start: 'load' },
  finder: { url: '/islands/finder.js', start: 'interaction', loadWithQuery: 'q' },
  banner: { url: '/islands/banner.js', start: 'idle', unlessStored: { key: 'consent', values: ['accepted'] } },
  image: { url: '/islands/image.js', start: 'visible' },
  photo: { url: '/islands/photo.js', start: 'visible', visibleShare: 0.1 },
  switch: { url: '/islands/switch.js', start: 'press' },
};

/** The module of an island: its mount resolves when the test says the island has hydrated. */
const load = (url: string) => {
  const name = url.replace(/^\/islands\/|\.js$/g, '');
  if (failing.has(name)) return Promise.reject(new Error('offline'));
  return Promise.resolve({
    mount: (element: Element, props: unknown) =>
      new Promise<void>((finish) => (mounted[name] ??= []).push({ element, props, finish })),
  });
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The next frame painted, and the task after it. */
const nextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));
/** The promises settled so far run on, no task further (an idle start waits for a task). */
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const island = (name: string) => document.querySelector(`fyrtorn-island[data-island="${name}"]`)!;

beforeEach(() => {
  mounted = {};
  failing = new Set();
  observed = [];
  localStorage.clear();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <fyrtorn-island data-island="toggle" data-props='{"label":"Tema"}'><button type="button">Tema</button></fyrtorn-island>
    <fyrtorn-island data-island="menu"><details><summary>Meny</summary></details></fyrtorn-island>
    <fyrtorn-island data-island="form"><form><input name="a" required /><button type="submit">Skicka</button></form></fyrtorn-island>
    <fyrtorn-island data-island="search"><input /></fyrtorn-island>
    <fyrtorn-island data-island="banner"></fyrtorn-island>
    <fyrtorn-island data-island="image"><span>bild</span></fyrtorn-island>
    <fyrtorn-island data-island="photo"><span>foto</span></fyrtorn-island>
    <fyrtorn-island data-island="switch"><button type="button">Byt</button></fyrtorn-island>`;
  watches = [];
  window.IntersectionObserver = jest.fn(
    (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      const observer = {
        observe: (element: Element) => {
          observed.push(element);
          const seen = () =>
            callback(
              [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            );
          watches.push({ element, options, seen });
        },
        unobserve: jest.fn(),
        disconnect: jest.fn(),
      };
      return observer;
    },
  ) as unknown as typeof IntersectionObserver;
  window.requestIdleCallback = ((task: () => void) =>
    setTimeout(task, 0)) as unknown as typeof window.requestIdleCallback;
  // Each test's loader listens on the document only while its test runs.
  abort = new AbortController();
  const listen = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    listen(type, listener, {
      ...(typeof options === 'object' ? options : { capture: options }),
      signal: abort.signal,
    }),
  );
});

afterEach(() => {
  abort.abort();
  jest.restoreAllMocks();
});

test('what starts at load starts at once; the page is marked ready once it has hydrated', async () => {
  startIslands(table, load);
  expect(document.documentElement.hasAttribute('data-islands')).toBe(true);
  await microtasks();
  expect(Object.keys(mounted)).toEqual(['search']);
  // Those that start when idle come a task later (the page has loaded here).
  await flush();
  expect(Object.keys(mounted).sort()).toEqual(['banner', 'form', 'search']);
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
  mounted.search[0].finish();
  await flush();
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  expect(island('search').hasAttribute('data-island-ready')).toBe(true);
});

test('an island that starts when visible waits for its content to come into view', async () => {
  startIslands(table, load);
  await flush();
  expect(observed).toEqual([island('image').firstElementChild, island('photo').firstElementChild]);
  expect(mounted.image).toBeUndefined();
  expect(mounted.photo).toBeUndefined();
});

test('one that starts when visible starts once scrolled to, or once the share of it it names is on screen', async () => {
  startIslands(table, load);
  await flush();
  const watch = (name: string) => watches.find(({ element }) => element === island(name).firstElementChild)!;
  // Scrolled to: in the upper four fifths of the screen.
  expect(watch('image').options).toEqual({ rootMargin: '0px 0px -20% 0px' });
  expect(watch('photo').options).toEqual({ threshold: 0.1 });
  watch('photo').seen();
  await flush();
  expect(mounted.photo).toHaveLength(1);
  expect(mounted.image).toBeUndefined();
  watch('image').seen();
  await flush();
  expect(mounted.image).toHaveLength(1);
});

test('an island that starts on interaction starts with the first sign of it, with its props', async () => {
  startIslands(table, load);
  await flush();
  expect(mounted.toggle).toBeUndefined();
  island('toggle')
    .querySelector('button')!
    .dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await flush();
  expect(mounted.toggle).toHaveLength(1);
  expect(mounted.toggle[0].props).toEqual({ label: 'Tema' });
});

test('an island that starts with a press waits for the click: a pointer, touch, focus or key is not one', async () => {
  startIslands(table, load);
  await flush();
  const button = island('switch').querySelector('button')!;
  for (const type of ['mouseover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
    button.dispatchEvent(new Event(type, { bubbles: true }));
  }
  await flush();
  expect(mounted.switch).toBeUndefined();
  // The press itself is not held: what the page does with it happens at once, and the island starts once the
  // frame showing it has been painted.
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(press);
  expect(press.defaultPrevented).toBe(false);
  await flush();
  expect(mounted.switch).toBeUndefined();
  await nextPaint();
  expect(mounted.switch).toHaveLength(1);
});

test('an island that starts with a press holds what it holds once started, before it has hydrated', async () => {
  table.switch.hold = ['keydown'];
  try {
    startIslands(table, load);
    await flush();
    const button = island('switch').querySelector('button')!;
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await flush();
    expect(mounted.switch).toBeUndefined();
    button.click();
    await nextPaint();
    const seen: boolean[] = [];
    button.addEventListener('keydown', (event) => seen.push(event.isTrusted));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    // Held as a key is: the browser keeps it, and the island gets it again once it has hydrated.
    expect(seen).toHaveLength(1);
    mounted.switch[0].finish();
    await flush();
    expect(seen).toHaveLength(2);
  } finally {
    delete table.switch.hold;
  }
});

test('a press before the island has hydrated is held, then given to it once it has', async () => {
  startIslands(table, load);
  const button = island('toggle').querySelector('button')!;
  const seen: boolean[] = [];
  button.addEventListener('click', (event) => seen.push(event.isTrusted === false && !event.defaultPrevented));
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(press);
  expect(press.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  await flush();
  mounted.toggle[0].finish();
  await flush();
  expect(seen).toEqual([true]);
  // Once hydrated, presses go straight through.
  button.click();
  expect(seen).toHaveLength(2);
});

test("a send before the form's island has hydrated is held, the browser's own check with it, then sent once", async () => {
  startIslands(table, load);
  const form = island('form').querySelector('form')!;
  const submitted = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
  const invalid = new Event('invalid', { cancelable: true });
  form.querySelector('input')!.dispatchEvent(invalid);
  const send = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(send);
  expect(invalid.defaultPrevented).toBe(true);
  expect(send.defaultPrevented).toBe(true);
  await flush();
  expect(submitted).not.toHaveBeenCalled();
  mounted.form[0].finish();
  await flush();
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('a held send comes again with the time it was pressed, and an island keeps the time of the first focus in it', async () => {
  let clock = 1_000;
  const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
  try {
    startIslands(table, load);
    const form = island('form').querySelector('form')!;
    const input = form.querySelector('input')!;
    input.removeAttribute('required');
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    clock = 1_200;
    form.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(actedAt(island('form'))).toBe(1_000);
    clock = 1_300;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    clock = 9_000;
    await flush();
    const sends: (number | undefined)[] = [];
    // As the island does: the send is its own from now on.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sends.push(actedAt(event));
    });
    mounted.form[0].finish();
    await flush();
    expect(sends).toEqual([1_300]);
    // A send after the island has started is its own, with no time from the loader.
    form.requestSubmit();
    expect(sends).toEqual([1_300, undefined]);
  } finally {
    now.mockRestore();
  }
});

test('a held press comes again with the time it was pressed', async () => {
  let clock = 500;
  const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
  try {
    startIslands(table, load);
    const button = island('toggle').querySelector('button')!;
    const times: (number | undefined)[] = [];
    button.addEventListener('click', (event) => times.push(actedAt(event)));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    clock = 4_000;
    await flush();
    mounted.toggle[0].finish();
    await flush();
    expect(times).toEqual([500]);
  } finally {
    now.mockRestore();
  }
});

test('an island that cannot load gives what it held back to the browser: the form posts itself', async () => {
  failing.add('form');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  startIslands(table, load);
  const form = island('form').querySelector('form')!;
  const submitted = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await flush();
  await flush();
  expect(submitted).toHaveBeenCalledTimes(1);
  // Reported once the page has stayed a moment (a page being left cancels its imports: no report then).
  expect(errors).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(errors.mock.calls[0][0]).toMatch(/Island form on \/ did not start/);
  // From then on the browser has the form: a send is not held again.
  const again = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(again);
  expect(again.defaultPrevented).toBe(false);
});

test('a key keeps what the browser does with it, and the island sees it too once it has hydrated', async () => {
  startIslands(table, load);
  const summary = island('menu').querySelector('summary')!;
  const keys: string[] = [];
  summary.addEventListener('keydown', (event) => keys.push((event as KeyboardEvent).key));
  const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  summary.dispatchEvent(escape);
  expect(escape.defaultPrevented).toBe(false);
  await flush();
  mounted.menu[0].finish();
  await flush();
  expect(keys).toEqual(['Escape', 'Escape']);
});

test('an island that starts at load when the address has its query starts then, and only then', async () => {
  document.body.innerHTML = '<fyrtorn-island data-island="finder"><input /></fyrtorn-island>';
  startIslands(table, load);
  await microtasks();
  expect(mounted.finder).toBeUndefined();

  abort.abort();
  abort = new AbortController();
  history.replaceState(null, '', '/sok?q=l%C3%B6n');
  try {
    startIslands(table, load);
    await microtasks();
    expect(mounted.finder).toHaveLength(1);
  } finally {
    history.replaceState(null, '', '/');
  }
});

test('an island not wanted after a choice stored before never starts; without the choice it starts when idle', async () => {
  localStorage.setItem('consent', 'accepted');
  startIslands(table, load);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mounted.banner).toBeUndefined();
  island('banner').dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await flush();
  expect(mounted.banner).toBeUndefined();

  abort.abort();
  abort = new AbortController();
  localStorage.clear();
  document.body.innerHTML = '<fyrtorn-island data-island="banner"></fyrtorn-island>';
  startIslands(table, load);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mounted.banner).toHaveLength(1);
});

test('an island the table does not know is reported, naming it and the page', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '<fyrtorn-island data-island="carousel"></fyrtorn-island>';
  startIslands(table, load);
  expect(errors).toHaveBeenCalledWith("Island carousel on / is not in the islands' table.");
});
