import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import catalog from '@/messages/pages/Search.json';
import { loadPagefind, type Pagefind, type PagefindResultData } from '@/lib/search/pagefind';
import { SiteSearch, type SearchText } from './site-search';

jest.mock('@/lib/search/pagefind', () => ({
  ...jest.requireActual('@/lib/search/pagefind'),
  loadPagefind: jest.fn(),
}));

const { meta, breadcrumb, title, intro, ...text } = catalog.en.Search;
const searchText: SearchText = text;

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const pageAbout = (term: string): PagefindResultData => ({
  url: `/en/${term}`,
  content: `All about ${term} here`,
  locations: [2],
  meta: { title: `The ${term} page` },
});

/**
 * Pagefind as its browser API answers: each search when the test releases it; debouncedSearch as
 * Pagefind's own, which answers null to a call a later one overtook.
 */
function fakePagefind() {
  const searches = new Map<string, ReturnType<typeof deferred<void>>>();
  const searched: string[] = [];
  let searchId = 0;
  const search = async (term: string) => {
    searched.push(term);
    const gate = deferred<void>();
    searches.set(term, gate);
    await gate.promise;
    return { results: [{ id: term, data: async () => pageAbout(term) }] };
  };
  const pagefind = {
    options: async () => {},
    init: async () => {},
    search,
    debouncedSearch: async (term: string) => {
      const id = ++searchId;
      const answer = await search(term);
      return id === searchId ? answer : null;
    },
  } as Pagefind;
  return { pagefind, searched, release: (term: string) => searches.get(term)?.resolve() };
}

const field = () => screen.getByRole('searchbox', { name: text.label });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const status = () => screen.getByRole('status');
/** The result list's links (the list of every page is another). */
const resultLinks = () => {
  const list = screen.queryByTestId('search-results');
  return list ? within(list).getAllByRole('link') : [];
};

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sok');
});

function renderSearch() {
  render(<SiteSearch text={searchText} contactHref="/en/kontakt" pages={[{ href: '/en', title: 'Home' }]} />);
}

test('the newest query gets its answer when the index reaches the searches out of order', async () => {
  const fake = fakePagefind();
  // Each search waits for the index; the one typed last finds it loaded first.
  const loads: ReturnType<typeof deferred<Pagefind>>[] = [];
  jest.mocked(loadPagefind).mockImplementation(() => {
    const load = deferred<Pagefind>();
    loads.push(load);
    return load.promise;
  });
  renderSearch();
  type('payrol');
  type('payroll');
  await waitFor(() => expect(loads).toHaveLength(2));
  await act(async () => {
    loads[1].resolve(fake.pagefind);
    await new Promise((done) => setTimeout(done, 250));
    loads[0].resolve(fake.pagefind);
    await new Promise((done) => setTimeout(done, 250));
  });
  expect(fake.searched).toEqual(['payroll']);
  await act(async () => fake.release('payroll'));
  await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(['The payroll page']));
  expect(status()).toHaveTextContent(text.results.replace('{query}', 'payroll').replace('{count}', '1'));
});

test('typing searches once, for the words standing after the pause', async () => {
  const fake = fakePagefind();
  jest.mocked(loadPagefind).mockResolvedValue(fake.pagefind);
  renderSearch();
  for (const value of ['p', 'pa', 'pay']) type(value);
  expect(status()).toHaveTextContent(text.loading);
  await waitFor(() => expect(fake.searched).toEqual(['pay']));
  await act(async () => fake.release('pay'));
  await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(['The pay page']));
  expect(window.location.search).toBe('?q=pay');
});

test('an older query answered after a newer one does not replace its results', async () => {
  const fake = fakePagefind();
  jest.mocked(loadPagefind).mockResolvedValue(fake.pagefind);
  renderSearch();
  type('tax');
  await waitFor(() => expect(fake.searched).toEqual(['tax']));
  type('payroll');
  await waitFor(() => expect(fake.searched).toEqual(['tax', 'payroll']));
  await act(async () => fake.release('payroll'));
  await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(['The payroll page']));
  await act(async () => fake.release('tax'));
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(resultLinks().map((link) => link.textContent)).toEqual(['The payroll page']);
  expect(status()).toHaveTextContent('payroll');
});

test('an index that cannot be loaded says so and lists every page', async () => {
  jest.mocked(loadPagefind).mockRejectedValue(new Error('offline'));
  renderSearch();
  type('payroll');
  await waitFor(() => expect(status()).toHaveTextContent(text.unavailable));
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
});
