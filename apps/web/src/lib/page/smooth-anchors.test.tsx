import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_SCROLL_DURATION_MS, ANCHOR_SCROLL_OFFSET_PX } from './anchor-scroll';
import { useSmoothAnchors } from './smooth-anchors';

function Page() {
  useSmoothAnchors();
  return (
    <>
      <a href="#models">Ver modelos</a>
      <a href="/other#models">Outra página</a>
      <a href="#missing">Sem alvo</a>
      <section id="models">
        <h2>Modelos</h2>
      </section>
    </>
  );
}

function placeTarget(top: number) {
  const target = document.getElementById('models')!;
  target.getBoundingClientRect = () => ({ top, left: 0, right: 0, bottom: top, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('smooth in-page anchors', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('animates over 1000 ms to 100 px above the target and focuses it', async () => {
    expect(ANCHOR_SCROLL_DURATION_MS).toBe(1000);
    expect(ANCHOR_SCROLL_OFFSET_PX).toBe(100);
    setReducedMotion(false);
    render(<Page />);
    placeTarget(900);
    await userEvent.click(screen.getByRole('link', { name: 'Ver modelos' }));
    expect(window.location.hash).toBe('#models');
    // The animation's code arrives with the first link followed; its first frame is then asked for.
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    const start = performance.now();
    expect(window.scrollTo).not.toHaveBeenCalled();
    frames.shift()?.(start + ANCHOR_SCROLL_DURATION_MS / 2 - 100);
    const midway = vi.mocked(window.scrollTo).mock.lastCall as unknown as [number, number];
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(800);
    frames.shift()?.(start + ANCHOR_SCROLL_DURATION_MS);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 800);
    expect(frames).toHaveLength(0);
    expect(document.getElementById('models')).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    render(<Page />);
    placeTarget(500);
    await userEvent.click(screen.getByRole('link', { name: 'Ver modelos' }));
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 400));
    expect(frames).toHaveLength(0);
  });

  it('leaves links to other pages and to missing anchors alone', async () => {
    setReducedMotion(false);
    render(<Page />);
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', onClick);
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    await userEvent.click(screen.getByRole('link', { name: 'Sem alvo' }));
    document.removeEventListener('click', onClick);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
  });
});
