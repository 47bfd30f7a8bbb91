import { parseThemeChoice, themeScript } from './theme';

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
  const classes = new Set<string>(['__variable_inter']);
  const root = {
    classList: {
      add: (name: string) => classes.add(name),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    },
    style: { colorScheme: '' },
  };
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
  return { classes: [...classes].sort(), colorScheme: root.style.colorScheme };
}

describe('the theme head script', () => {
  it('shows light when nothing is stored, even when the device is dark', () => {
    expect(firstPaint({ stored: null, systemDark: true })).toEqual({
      classes: ['__variable_inter', 'light'],
      colorScheme: 'light',
    });
  });

  it('shows a stored dark or light choice', () => {
    expect(firstPaint({ stored: 'dark' })).toEqual({ classes: ['__variable_inter', 'dark'], colorScheme: 'dark' });
    expect(firstPaint({ stored: 'light', systemDark: true })).toEqual({
      classes: ['__variable_inter', 'light'],
      colorScheme: 'light',
    });
  });

  it('follows the device for a stored "system"', () => {
    expect(firstPaint({ stored: 'system', systemDark: true }).classes).toContain('dark');
    expect(firstPaint({ stored: 'system', systemDark: false }).classes).toContain('light');
  });

  it('shows light for an unknown value or blocked storage', () => {
    expect(firstPaint({ stored: 'sepia' }).colorScheme).toBe('light');
    expect(firstPaint({ storageThrows: true }).colorScheme).toBe('light');
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
