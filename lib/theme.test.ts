import { THEME_STORAGE_KEY, parseThemeChoice, themeProviderProps, themeScript } from './theme';

// The head script runs in a function whose parameters shadow the globals it reads: the same source
// text, with a storage and a device scheme we control.
function runHeadScript({
  stored,
  systemDark = false,
  storageThrows = false,
}: {
  stored?: string | null;
  systemDark?: boolean;
  storageThrows?: boolean;
}) {
  const attributes = new Map<string, string>([['class', '__variable_inter']]);
  const root = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  const storage = { theme: stored ?? null };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'theme' ? storage.theme : null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('SecurityError');
      if (key === 'theme') storage.theme = value;
    },
  };
  const media = {
    matches: systemDark,
    listeners: [] as (() => void)[],
    addEventListener: (_type: string, listener: () => void) => media.listeners.push(listener),
  };
  const storageListeners: ((event: { key: string | null }) => void)[] = [];
  const window = {
    matchMedia: (query: string) => (query === '(prefers-color-scheme: dark)' ? media : { matches: false }),
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(listener);
    },
  };
  // The page's styles while a press switches (the transitions' block), and the frames still to come.
  const styles = new Set<{ textContent: string }>();
  const frames: (() => void)[] = [];
  const clickListeners: ((event: { target: unknown }) => void)[] = [];
  const document = {
    documentElement: root,
    head: { appendChild: (style: { textContent: string }) => styles.add(style) },
    createElement: () => {
      const style = { textContent: '', remove: () => styles.delete(style) };
      return style;
    },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') clickListeners.push(listener);
    },
  };
  const requestAnimationFrame = (frame: () => void) => frames.push(frame);
  new Function('localStorage', 'window', 'document', 'requestAnimationFrame', themeScript())(
    localStorage,
    window,
    document,
    requestAnimationFrame,
  );
  /** A click inside the toggle's button (or, `toggle: false`, elsewhere on the page), as the browser delivers it. */
  const press = ({ toggle = true, ready = false } = {}) => {
    const button = { hasAttribute: (name: string) => ready && name === 'data-theme-ready' };
    const icon = { closest: (selector: string) => (toggle && selector === '[data-theme-toggle]' ? button : null) };
    clickListeners.forEach((listener) => listener({ target: icon }));
  };
  /** The browser paints the next frames. */
  const paintFrames = () => frames.splice(0).forEach((frame) => frame());
  /** Another tab stores a choice: the browser tells this one. */
  const storedElsewhere = (theme: string) => {
    storage.theme = theme;
    storageListeners.forEach((listener) => listener({ key: 'theme' }));
  };
  return { media, attributes, storage, storedElsewhere, press, styles, paintFrames };
}

/** The attributes of <html> once the script has run. */
const firstPaint = (options: Parameters<typeof runHeadScript>[0]) =>
  Object.fromEntries(runHeadScript(options).attributes);

describe('the theme head script', () => {
  it('shows light when nothing is stored, even when the device is dark', () => {
    expect(firstPaint({ stored: null, systemDark: true })).toEqual({
      class: '__variable_inter',
      'data-theme': 'light',
      'data-theme-choice': 'light',
    });
  });

  it('shows a stored dark or light choice', () => {
    expect(firstPaint({ stored: 'dark' })).toEqual({
      class: '__variable_inter',
      'data-theme': 'dark',
      'data-theme-choice': 'dark',
    });
    expect(firstPaint({ stored: 'light', systemDark: true })).toEqual({
      class: '__variable_inter',
      'data-theme': 'light',
      'data-theme-choice': 'light',
    });
  });

  it('follows the device for a stored "system", and names the choice "system"', () => {
    expect(firstPaint({ stored: 'system', systemDark: true })).toMatchObject({
      'data-theme': 'dark',
      'data-theme-choice': 'system',
    });
    expect(firstPaint({ stored: 'system', systemDark: false })['data-theme']).toBe('light');
  });

  it('shows a choice another tab stores, before next-themes has loaded here', () => {
    const paint = runHeadScript({ stored: 'light', systemDark: true });
    paint.storedElsewhere('dark');
    expect(paint.attributes.get('data-theme')).toBe('dark');
    expect(paint.attributes.get('data-theme-choice')).toBe('dark');
    paint.storedElsewhere('system');
    expect(paint.attributes.get('data-theme-choice')).toBe('system');
    expect(paint.attributes.get('data-theme')).toBe('dark');
  });

  it('follows the device while the stored choice is "system", until another choice is stored', () => {
    const paint = runHeadScript({ stored: 'system', systemDark: false });
    const deviceTurns = (dark: boolean) => {
      paint.media.matches = dark;
      paint.media.listeners.forEach((listener) => listener());
    };
    expect(paint.attributes.get('data-theme')).toBe('light');
    deviceTurns(true);
    expect(paint.attributes.get('data-theme')).toBe('dark');
    // The toggle (next-themes) stores dark and shows it; the device no longer decides.
    paint.storage.theme = 'dark';
    deviceTurns(false);
    expect(paint.attributes.get('data-theme')).toBe('dark');
  });

  it('leaves a stored light or dark choice alone when the device changes', () => {
    const paint = runHeadScript({ stored: 'light', systemDark: false });
    paint.media.matches = true;
    paint.media.listeners.forEach((listener) => listener());
    expect(paint.attributes.get('data-theme')).toBe('light');
  });

  it('does a press on the toggle before next-themes runs: the next choice shown at once and stored', () => {
    const paint = runHeadScript({ stored: null, systemDark: true });
    paint.press();
    expect(paint.attributes.get('data-theme-choice')).toBe('dark');
    expect(paint.attributes.get('data-theme')).toBe('dark');
    expect(paint.storage.theme).toBe('dark');
    paint.press();
    expect(paint.attributes.get('data-theme-choice')).toBe('system');
    expect(paint.storage.theme).toBe('system');
    paint.press();
    expect(paint.attributes.get('data-theme-choice')).toBe('light');
    expect(paint.attributes.get('data-theme')).toBe('light');
  });

  it('switches with transitions off until the new colours have been painted', () => {
    const paint = runHeadScript({ stored: 'light' });
    paint.press();
    expect([...paint.styles].map((style) => style.textContent)).toEqual([
      '*,*::before,*::after{transition:none!important}',
    ]);
    paint.paintFrames();
    expect(paint.styles.size).toBe(1);
    paint.paintFrames();
    expect(paint.styles.size).toBe(0);
  });

  it('leaves a press to next-themes once the toggle is ready, and a click elsewhere alone', () => {
    const paint = runHeadScript({ stored: 'light' });
    paint.press({ ready: true });
    paint.press({ toggle: false });
    expect(paint.attributes.get('data-theme-choice')).toBe('light');
    expect(paint.storage.theme).toBe('light');
    expect(paint.styles.size).toBe(0);
  });

  it('switches the page even when storage is blocked', () => {
    const paint = runHeadScript({ storageThrows: true });
    paint.press();
    expect(paint.attributes.get('data-theme')).toBe('dark');
  });

  it('shows light for an unknown value or blocked storage', () => {
    expect(firstPaint({ stored: 'sepia', systemDark: true })['data-theme']).toBe('light');
    expect(firstPaint({ storageThrows: true, systemDark: true })['data-theme']).toBe('light');
  });
});

describe("next-themes' settings", () => {
  it('are the head script\'s: the same storage key, default and attribute, light by default, "system" a choice', () => {
    expect(themeProviderProps).toMatchObject({
      storageKey: THEME_STORAGE_KEY,
      defaultTheme: 'light',
      attribute: 'data-theme',
      enableSystem: true,
    });
    const script = themeScript();
    expect(script).toContain(JSON.stringify(THEME_STORAGE_KEY));
    expect(script).toContain(JSON.stringify(themeProviderProps.attribute));
  });
});

describe('parseThemeChoice', () => {
  it('keeps the three choices and turns anything else into the default', () => {
    expect(['light', 'dark', 'system', 'sepia', null].map(parseThemeChoice)).toEqual([
      'light',
      'dark',
      'system',
      'light',
      'light',
    ]);
  });
});
