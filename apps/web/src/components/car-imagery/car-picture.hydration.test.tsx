import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadLaterParts } from '../../lib/page/later-part';
import { CarPicture, type CarPictureProps } from './car-picture';

const ARGO: CarPictureProps = {
  brand: 'fiat',
  category: 'hatch',
  color: '#d11f2e',
  rendition: 'card',
  label: 'Argo',
};

/** The page as the server sent it, hydrated in the browser. */
async function served(props: CarPictureProps, mark = false) {
  await loadLaterParts();
  // One page at a time: each root numbers its ids from the start.
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CarPicture {...props} />);
  document.body.append(container);
  const drawing = container.querySelector('svg');
  // A mark only the server's drawing has, to tell a copy of it from one drawn again.
  if (mark) drawing?.setAttribute('data-served', '');
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <CarPicture {...props} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, drawing, errors, root: root! };
}

describe('a car picture on a server-rendered page', () => {
  it('keeps the server’s drawing as it is through hydration', async () => {
    const { container, drawing, errors } = await served(ARGO);
    expect(errors).toEqual([]);
    expect(drawing?.querySelectorAll('path').length).toBeGreaterThan(3);
    // The very element the server sent, named and drawn as it was.
    expect(container.querySelector('svg')).toBe(drawing);
    expect(drawing).toHaveAttribute('data-color', '#d11f2e');
    expect(drawing).toHaveAttribute('data-rendition', '140x100');
    expect(container.querySelector('svg[role="img"]')).toHaveAccessibleName('Argo');
  });

  it('is drawn in the browser once what it shows changes, and stays so', async () => {
    const { container, root } = await served(ARGO);
    act(() => root.render(<CarPicture {...ARGO} color="#1b3d8f" />));
    await waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('data-color', '#1b3d8f'));
    expect(container.querySelector('svg[role="img"]')).toHaveAccessibleName('Argo');
    expect(container.querySelector('svg[data-pending]')).toBeNull();
    // Back to the first colour: drawn again, not the server's copy brought back.
    act(() => root.render(<CarPicture {...ARGO} />));
    await waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('data-color', '#d11f2e'));
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('is copied, under ids of its own, into a picture opened later with the same inputs', async () => {
    const { drawing } = await served({ ...ARGO, color: '#0a7d3b' }, true);
    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => createRoot(later).render(<CarPicture {...ARGO} color="#0a7d3b" />));
    const copy = later.querySelector('svg');
    expect(copy?.innerHTML.replace(/\sid="[^"]*"|#[^")]+/g, '')).toBe(
      drawing?.innerHTML.replace(/\sid="[^"]*"|#[^")]+/g, ''),
    );
    expect(copy).toHaveAttribute('data-color', '#0a7d3b');
    expect(copy).toHaveAttribute('data-served');
    expect(copy).toHaveAccessibleName('Argo');
    // No id of the page twice, and the copy's references lead to its own elements.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const clipped = copy?.querySelector('[clip-path]')?.getAttribute('clip-path') ?? '';
    const clipId = /url\(#([^)]+)\)/.exec(clipped)?.[1] ?? '';
    expect(clipId).not.toBe('');
    expect(copy?.querySelector(`[id="${clipId}"]`)).not.toBeNull();
  });
});
