/** @jest-environment node */
import { pageLocale, swedishPageLocale } from './page-locale';

jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));
const { setRequestLocale } = jest.requireMock('next-intl/server') as { setRequestLocale: jest.Mock };

it('gives a known locale and tells next-intl about it', async () => {
  await expect(pageLocale(Promise.resolve({ locale: 'en' }))).resolves.toBe('en');
  expect(setRequestLocale).toHaveBeenCalledWith('en');
});

it('answers a segment that is no locale with a 404', async () => {
  setRequestLocale.mockClear();
  await expect(pageLocale(Promise.resolve({ locale: 'de' }))).rejects.toMatchObject({
    digest: expect.stringContaining('404'),
  });
  expect(setRequestLocale).not.toHaveBeenCalled();
});

describe('swedishPageLocale', () => {
  beforeEach(() => setRequestLocale.mockClear());

  it('gives Swedish for the sv segment and tells next-intl about it', async () => {
    await expect(swedishPageLocale(Promise.resolve({ locale: 'sv' }))).resolves.toBe('sv');
    expect(setRequestLocale).toHaveBeenCalledWith('sv');
  });

  it('answers the English segment with a 404: the page has no English twin', async () => {
    await expect(swedishPageLocale(Promise.resolve({ locale: 'en' }))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    expect(setRequestLocale).not.toHaveBeenCalled();
  });

  it('gives Swedish without params, for a page outside the [locale] segment', async () => {
    await expect(swedishPageLocale()).resolves.toBe('sv');
    expect(setRequestLocale).toHaveBeenCalledWith('sv');
  });
});
