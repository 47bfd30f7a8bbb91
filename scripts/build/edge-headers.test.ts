/** @jest-environment node */
import { edgePagePaths } from './edge-headers.mjs';
import { pagePaths, swedishOnlyPaths } from '../../lib/route-table.mjs';

describe('edgePagePaths', () => {
  const paths = edgePagePaths();

  it('is every Swedish page, every English twin and both 404 pages, not the moved /priser', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/en');
    expect(paths).toContain('/fdaas');
    expect(paths).toContain('/en/fdaas');
    expect(paths).toContain('/ai-konferens');
    expect(paths).not.toContain('/en/ai-konferens');
    expect(paths).not.toContain('/priser');
    const swedish = Object.values(pagePaths).length - 1;
    expect(paths).toContain('/404');
    expect(paths).toContain('/en/404');
    expect(paths).toHaveLength(swedish + swedish - (swedishOnlyPaths.length - 1) + 2);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
