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
  const root = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const storage = { theme: stored ?? null };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'theme' ? storage.theme : null;
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
  new Function('localStorage', 'window', 'document', themeScript())(localStorage, window, { documentElement: root });
  /** Another tab stores a choice: the browser tells this one. */
  const storedElsewhere = (theme: string) => {
    storage.theme = theme;
    storageListeners.forEach((listener) => listener({ key: 'theme' }));
  };
  return { media, attributes, storage, storedElsewhere };
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
