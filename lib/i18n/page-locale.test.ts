/** @jest-environment node */
import { pageLocale } from './page-locale';

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
