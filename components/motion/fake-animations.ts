/** An animation the tests' animate() made: its keyframes, its cancel, and its end, which the test calls. */
export type FakeAnimation = {
  keyframes: Keyframe[] | PropertyIndexedKeyframes;
  cancel: jest.Mock;
  onfinish?: () => void;
};

/**
 * For the script islands' Jest tests: jsdom has neither animate() nor matchMedia. Before each test this gives
 * elements an animate() that records each animation, whose end the test decides, and a prefers-reduced-motion
 * the test sets; after it, animate() is gone again.
 */
export function fakeAnimations() {
  const state = { reducedMotion: false, animations: [] as FakeAnimation[] };
  beforeEach(() => {
    state.reducedMotion = false;
    state.animations = [];
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('reduce') && state.reducedMotion;
      },
    })) as unknown as typeof window.matchMedia;
    HTMLElement.prototype.animate = function (keyframes: Keyframe[] | PropertyIndexedKeyframes) {
      const animation: FakeAnimation = { keyframes, cancel: jest.fn() };
      state.animations.push(animation);
      return animation as unknown as Animation;
    } as typeof HTMLElement.prototype.animate;
  });
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });
  return state;
}
