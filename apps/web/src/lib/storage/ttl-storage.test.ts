import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TTL_MS, getDefaultTtl, getWithTtl, setDefaultTtl, setWithTtl } from './ttl-storage';

describe('storage with time-to-live', () => {
  afterEach(() => setDefaultTtl(DEFAULT_TTL_MS));

  it('returns a stored value until its lifetime ends, then forgets it', () => {
    setWithTtl('car', { model: 'Pulse' }, 1000, 10_000);
    expect(getWithTtl('car', 10_999)).toEqual({ model: 'Pulse' });
    expect(getWithTtl('car', 11_000)).toBeNull();
    expect(localStorage.getItem('car')).toBeNull();
  });

  it('uses 4 hours by default (spec §9)', () => {
    expect(DEFAULT_TTL_MS).toBe(14_400_000);
    setWithTtl('location', 'São Paulo', undefined, 0);
    expect(getWithTtl('location', 14_399_999)).toBe('São Paulo');
    expect(getWithTtl('location', 14_400_000)).toBeNull();
  });

  it('uses the lifetime from the page settings once set', () => {
    setDefaultTtl(60_000);
    expect(getDefaultTtl()).toBe(60_000);
    setWithTtl('location', 'Recife', undefined, 0);
    expect(getWithTtl('location', 59_999)).toBe('Recife');
    expect(getWithTtl('location', 60_000)).toBeNull();
  });

  it('ignores nonsense lifetimes from the settings', () => {
    setDefaultTtl(-5);
    setDefaultTtl(Number.NaN);
    expect(getDefaultTtl()).toBe(DEFAULT_TTL_MS);
  });

  it('reads values it did not write, or corrupted ones, as absent and removes them', () => {
    localStorage.setItem('legacy', 'plain text');
    localStorage.setItem('broken', '{"value":1}');
    expect(getWithTtl('legacy')).toBeNull();
    expect(getWithTtl('broken')).toBeNull();
    expect(localStorage.getItem('legacy')).toBeNull();
    expect(localStorage.getItem('broken')).toBeNull();
    expect(getWithTtl('never-set')).toBeNull();
  });
});
