import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, readPageData, serializePageData } from './page-data';

describe('page data of a server-rendered page', () => {
  const data = {
    router: { loaderData: { brand: null, note: '</script><script>alert(1)</script> & <!-- \u2028\u2029' } },
    queries: { mutations: [], queries: [] },
  };

  it('cannot end or bend the script element that carries it, and reads back unchanged', () => {
    const text = serializePageData(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${text}</script>`;
    expect(readPageData(document)).toEqual(data);
  });

  it('is absent from the plain app shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
  });
});
