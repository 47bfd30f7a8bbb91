import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { socialImagePath } from '../lib/route-table.mjs';
import { iconFiles, manifestPath } from '../lib/site-files.mjs';

/**
 * The files a page's head points to, as each host serves them: icons, both manifests (their own type,
 * so that every browser reads them) and a page's social image, each with status 200 and its type.
 */
export async function expectSiteFilesServed(request: APIRequestContext): Promise<void> {
  const files: [string, RegExp][] = [
    [iconFiles.ico, /^image\/(x-icon|vnd\.microsoft\.icon)/],
    [iconFiles.svg, /^image\/svg\+xml/],
    [iconFiles.apple, /^image\/png/],
    ...iconFiles.app.map(({ src }): [string, RegExp] => [src, /^image\/png/]),
    [manifestPath('sv'), /^application\/manifest\+json/],
    [manifestPath('en'), /^application\/manifest\+json/],
    [socialImagePath('en', '/fdaas'), /^image\/png/],
  ];
  for (const [path, type] of files) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
}
