import type { BrandSlug } from '@autohub/domain';
import type { ReactElement } from 'react';

/**
 * Our own simple geometric marks, one per brand, each evoking the brand's character (Fiat's
 * slanted stripes, Jeep's slotted grille, Ram's curled horn…) without copying its artwork.
 * Drawn in a 48×48 box; `currentColor` and two brand colours paint them.
 */
export const BRAND_MARKS: Readonly<
  Record<BrandSlug, (colours: { ink: string; accent: string }) => ReactElement>
> = {
  fiat: ({ ink }) => (
    <>
      <rect x="3" y="9" width="42" height="30" rx="15" fill={ink} />
      <path d="M14 31l4-14h3l-4 14zM21 31l4-14h3l-4 14zM28 31l4-14h3l-4 14z" fill="#fff" />
    </>
  ),
  'fiat-abarth': ({ ink, accent }) => (
    <>
      <path d="M8 6h32v18c0 10-8 16-16 19C16 40 8 34 8 24z" fill={accent} />
      <path d="M8 6h32v9H8z" fill="#e2001a" />
      <path d="M20 36l4-14h-5l9-8-4 12h5z" fill={ink} />
    </>
  ),
  jeep: ({ ink }) => (
    <>
      <circle cx="7" cy="24" r="5" fill="none" stroke={ink} strokeWidth="3" />
      <circle cx="41" cy="24" r="5" fill="none" stroke={ink} strokeWidth="3" />
      {[15, 19, 23, 27, 31].map((x) => (
        <rect key={x} x={x} y="12" width="2.4" height="24" rx="1.2" fill={ink} />
      ))}
    </>
  ),
  ram: ({ ink }) => (
    <>
      <path d="M24 42c-5-4-7-10-7-16 0-7 3-13 7-16 4 3 7 9 7 16 0 6-2 12-7 16z" fill={ink} />
      <path d="M17 16c-6-4-13-2-13 5 0 5 5 8 9 5-3 0-5-2-4-4 1-3 5-3 8 0z" fill={ink} />
      <path d="M31 16c6-4 13-2 13 5 0 5-5 8-9 5 3 0 5-2 4-4-1-3-5-3-8 0z" fill={ink} />
    </>
  ),
  dodge: ({ accent }) => (
    <>
      <path d="M6 38L20 10h7L13 38z" fill={accent} />
      <path d="M21 38L35 10h7L28 38z" fill={accent} />
    </>
  ),
  chrysler: ({ ink, accent }) => (
    <>
      <path d="M2 22c8-2 14-2 18 0-4 2-10 3-18 2zM46 22c-8-2-14-2-18 0 4 2 10 3 18 2z" fill={accent} />
      <path
        d="M6 27c6-1 10-1 14 0-4 1.6-8 2-14 1zM42 27c-6-1-10-1-14 0 4 1.6 8 2 14 1z"
        fill={accent}
        opacity="0.7"
      />
      <ellipse cx="24" cy="24" rx="6" ry="8" fill="none" stroke={ink} strokeWidth="2.5" />
    </>
  ),
  citroen: ({ ink }) => (
    <>
      <path d="M8 22l16-9 16 9v5L24 18 8 27z" fill={ink} />
      <path d="M8 33l16-9 16 9v5L24 29 8 38z" fill={ink} />
    </>
  ),
  peugeot: ({ ink }) => (
    <>
      <path d="M10 5h28v20c0 9-7 15-14 18-7-3-14-9-14-18z" fill="none" stroke={ink} strokeWidth="2.5" />
      <path d="M17 30l5-15M23 31l5-15M29 30l4-12" stroke={ink} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  leapmotor: ({ ink, accent }) => (
    <>
      <circle cx="24" cy="24" r="20" fill="none" stroke={ink} strokeWidth="2.5" />
      <path d="M11 30c6-10 15-14 27-12-8 2-14 6-17 14z" fill={accent} />
    </>
  ),
};
