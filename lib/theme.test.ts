import { THEME_STORAGE_KEY, parseThemeChoice, themeProviderProps, themeScript } from './theme';

// The head script runs in a function whose parameters shadow the globals it reads: the same source
// text, with a storage and a device scheme we control.
function firstPaint({
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
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'theme' ? (stored ?? null) : null;
    },
  };
  const window = {
    matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
  };
  new Function('localStorage', 'window', 'document', themeScript())(localStorage, window, { documentElement: root });
  return Object.fromEntries(attributes);
}

describe('the theme head script', () => {
  it('shows light when nothing is stored, even when the device is dark', () => {
    expect(firstPaint({ stored: null, systemDark: true })).toEqual({
      class: '__variable_inter',
      'data-theme': 'light',
    });
  });

  it('shows a stored dark or light choice', () => {
    expect(firstPaint({ stored: 'dark' })).toEqual({ class: '__variable_inter', 'data-theme': 'dark' });
    expect(firstPaint({ stored: 'light', systemDark: true })).toEqual({
      class: '__variable_inter',
      'data-theme': 'light',
    });
  });

  it('follows the device for a stored "system"', () => {
    expect(firstPaint({ stored: 'system', systemDark: true })['data-theme']).toBe('dark');
    expect(firstPaint({ stored: 'system', systemDark: false })['data-theme']).toBe('light');
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
