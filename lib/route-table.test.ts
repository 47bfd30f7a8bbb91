import { canonicalPath, movedPageTarget, notFoundPageFor, pathOfHtmlFile } from './route-table.mjs';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/fdaas', '/fdaas'],
    ['/fdaas/', '/fdaas'],
    ['/fdaas.html', '/fdaas'],
    ['/en/', '/en'],
    ['/en/index.html', '/en'],
    ['/lp/example-campaign.html', '/lp/example-campaign'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('pathOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['en.html', '/en'],
    ['en/index.html', '/en'],
    ['en/404.html', '/en/404'],
  ])('%s is served at %s', (file, path) => {
    expect(pathOfHtmlFile(file)).toBe(path);
  });
});

describe('movedPageTarget', () => {
  it('sends /priser, with or without a trailing slash, to /vara-abonnemang', () => {
    expect(movedPageTarget('/priser')).toBe('/vara-abonnemang');
    expect(movedPageTarget('/priser/')).toBe('/vara-abonnemang');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/prislista', '/priser/x', '/en/priser']) expect(movedPageTarget(path)).toBeNull();
  });
});

describe('notFoundPageFor', () => {
  it.each([
    ['/finns-inte', '/404'],
    ['/a/b/c', '/404'],
    ['/en/does-not-exist', '/en/404'],
    ['/en/a/b', '/en/404'],
    ['/english', '/404'],
  ])('%s gets %s', (path, page) => {
    expect(notFoundPageFor(path)).toBe(page);
  });
});
