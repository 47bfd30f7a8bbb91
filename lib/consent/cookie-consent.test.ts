import {
  COOKIE_CONSENT_KEY,
  cookieBannerReducer,
  initialBannerState,
  parseConsent,
  type BannerEvent,
  type BannerState,
} from './cookie-consent';

function run(...events: BannerEvent[]): BannerState {
  return events.reduce(cookieBannerReducer, initialBannerState);
}

const loadedEmpty: BannerEvent = { type: 'loaded', stored: null };
const delay: BannerEvent = { type: 'delayElapsed' };

describe('parseConsent', () => {
  it.each(['accepted', 'declined', 'customized'] as const)('accepts %s', (value) => {
    expect(parseConsent(value)).toBe(value);
  });

  it.each([null, undefined, '', 'garbage', 'Accepted', ' accepted'])('rejects %j', (value) => {
    expect(parseConsent(value)).toBeNull();
  });
});

describe('cookieBannerReducer', () => {
  it('starts loading and stores under cookie-consent', () => {
    expect(initialBannerState).toEqual({ phase: 'loading' });
    expect(COOKIE_CONSENT_KEY).toBe('cookie-consent');
  });

  it('waits when nothing is stored', () => {
    expect(run(loadedEmpty)).toEqual({ phase: 'waiting' });
  });

  it.each(['accepted', 'declined', 'customized'] as const)(
    'closes without storing again when %s is already stored',
    (stored) => {
      expect(run({ type: 'loaded', stored })).toEqual({ phase: 'closed', consent: stored, store: false });
    },
  );

  it('waits when the stored value is not a known consent', () => {
    expect(run({ type: 'loaded', stored: 'garbage' })).toEqual({ phase: 'waiting' });
  });

  it('shows the banner once the delay has elapsed', () => {
    expect(run(loadedEmpty, delay)).toEqual({ phase: 'visible' });
  });

  it('ignores the delay before loading and after closing', () => {
    expect(run(delay)).toEqual({ phase: 'loading' });
    expect(run({ type: 'loaded', stored: 'accepted' }, delay)).toEqual({
      phase: 'closed',
      consent: 'accepted',
      store: false,
    });
    expect(run(loadedEmpty, delay, delay)).toEqual({ phase: 'visible' });
  });

  it.each([
    ['accept', 'accepted'],
    ['decline', 'declined'],
    ['customize', 'customized'],
  ] as const)('closes the visible banner on %s and stores %s', (type, consent) => {
    expect(run(loadedEmpty, delay, { type })).toEqual({ phase: 'closed', consent, store: true });
  });

  it.each(['accept', 'decline', 'customize'] as const)('ignores %s before the banner shows', (type) => {
    expect(run(loadedEmpty, { type })).toEqual({ phase: 'waiting' });
    expect(run({ type })).toEqual({ phase: 'loading' });
  });

  it('keeps the first choice when a second one arrives', () => {
    expect(run(loadedEmpty, delay, { type: 'decline' }, { type: 'accept' })).toEqual({
      phase: 'closed',
      consent: 'declined',
      store: true,
    });
  });

  it('ignores a second loaded event', () => {
    expect(run(loadedEmpty, { type: 'loaded', stored: 'accepted' })).toEqual({ phase: 'waiting' });
    expect(run(loadedEmpty, delay, { type: 'loaded', stored: 'declined' })).toEqual({ phase: 'visible' });
    expect(run({ type: 'loaded', stored: 'accepted' }, loadedEmpty)).toEqual({
      phase: 'closed',
      consent: 'accepted',
      store: false,
    });
  });

  it('returns the same state object when an event is ignored', () => {
    const waiting = run(loadedEmpty);
    expect(cookieBannerReducer(waiting, { type: 'accept' })).toBe(waiting);
  });
});
