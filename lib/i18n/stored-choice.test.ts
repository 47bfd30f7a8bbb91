import { storedChoiceScript } from './stored-choice';

type Storage = { stored?: string | null; throws?: boolean; cookie?: string };

/** Runs the snippet against a browser we control: what it stores in `s`, and whether it read the cookie. */
function read({ stored = null, throws = false, cookie = '' }: Storage) {
  let cookieReads = 0;
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error('SecurityError');
      return key === 'preferred-locale' ? stored : null;
    },
  };
  const document = {
    get cookie() {
      cookieReads++;
      return cookie;
    },
  };
  const run = new Function('localStorage', 'document', `${storedChoiceScript()};return s;`);
  return { choice: run(localStorage, document) as string | null, cookieReads };
}

describe('storedChoiceScript', () => {
  it('takes the choice in localStorage and leaves the cookie unread', () => {
    expect(read({ stored: 'en', cookie: 'NEXT_LOCALE=sv' })).toEqual({ choice: 'en', cookieReads: 0 });
    expect(read({ stored: 'sv', cookie: 'NEXT_LOCALE=en' })).toEqual({ choice: 'sv', cookieReads: 0 });
  });

  it('with localStorage working and empty, finds no choice without asking for the cookie', () => {
    expect(read({ stored: null, cookie: 'NEXT_LOCALE=en' })).toEqual({ choice: null, cookieReads: 0 });
  });

  it('reads the cookie where localStorage is blocked or holds something that is no choice', () => {
    expect(read({ throws: true, cookie: 'theme=dark; NEXT_LOCALE=en' })).toEqual({ choice: 'en', cookieReads: 1 });
    expect(read({ stored: 'de', cookie: 'NEXT_LOCALE=sv; theme=dark' })).toEqual({ choice: 'sv', cookieReads: 1 });
    expect(read({ throws: true })).toEqual({ choice: null, cookieReads: 1 });
  });

  it('only takes a cookie named exactly NEXT_LOCALE with the value sv or en', () => {
    expect(read({ throws: true, cookie: 'XNEXT_LOCALE=en' }).choice).toBeNull();
    expect(read({ throws: true, cookie: 'NEXT_LOCALE=english' }).choice).toBeNull();
    expect(read({ throws: true, cookie: 'a=1; NEXT_LOCALE=en; b=2' }).choice).toBe('en');
  });
});
