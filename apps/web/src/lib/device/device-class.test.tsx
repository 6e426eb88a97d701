import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceClassForWidth, useDeviceClass } from './device-class';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('device class', () => {
  it.each([
    [320, 'mobile'],
    [720, 'mobile'],
    [721, 'tablet'],
    [860, 'tablet'],
    [861, 'desktop'],
    [1366, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(deviceClassForWidth(width)).toBe(expected);
  });

  it('follows the window as it is resized', () => {
    resizeTo(1024);
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('desktop');
    act(() => resizeTo(800));
    expect(result.current).toBe('tablet');
    act(() => resizeTo(375));
    expect(result.current).toBe('mobile');
  });
});
