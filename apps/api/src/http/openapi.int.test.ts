import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-document.js';

describe('apps/api/openapi.json', () => {
  it('matches the document generated from the route schemas', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    const generated = await renderOpenApiDocument();
    expect(
      committed === generated,
      'apps/api/openapi.json is stale: run `npm run openapi` and commit the result',
    ).toBe(true);
  });
});
