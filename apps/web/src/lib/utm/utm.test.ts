import { describe, expect, it } from 'vitest';
import { UTM_TTL_MS, captureUtm, readUtm } from './utm';

describe('UTM capture', () => {
  it('keeps the five campaign parameters of the landing address for later leads', () => {
    captureUtm('?utm_source=google&utm_medium=cpc&utm_campaign=pulse-2025&utm_content=banner&utm_term=suv&gclid=x&other=1', 0);
    expect(readUtm(1000)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'pulse-2025',
      utm_content: 'banner',
      utm_term: 'suv',
    });
  });

  it('is not erased by later pages without campaign parameters', () => {
    captureUtm('?utm_source=newsletter', 0);
    expect(captureUtm('?page=2', 10)).toBeNull();
    expect(readUtm(20)).toEqual({ utm_source: 'newsletter' });
  });

  it('is replaced by a newer campaign (last touch)', () => {
    captureUtm('?utm_source=newsletter&utm_campaign=a', 0);
    captureUtm('?utm_source=facebook', 10);
    expect(readUtm(20)).toEqual({ utm_source: 'facebook' });
  });

  it('expires after the attribution window', () => {
    captureUtm('?utm_source=google', 0);
    expect(readUtm(UTM_TTL_MS - 1)).toEqual({ utm_source: 'google' });
    expect(readUtm(UTM_TTL_MS)).toEqual({});
  });
});
