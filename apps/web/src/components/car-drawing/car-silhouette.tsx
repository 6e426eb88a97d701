import { useId } from 'react';
import { CAR_RENDITIONS, SHAPE_PATHS, carShapeOf, luminance, type CarRendition } from './car-shapes';

const FALLBACK_COLOUR = '#8a8f98';

function isHex(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/**
 * A side view of a car drawn in SVG, tinted with the model's colour. No image file is fetched, so
 * there is nothing to break. With a `label` it is an image for assistive technology; without, it
 * is decoration.
 */
export function CarSilhouette({
  category,
  color,
  label,
  className,
  roofColor,
  rendition,
}: {
  category: string;
  color: string;
  label?: string;
  className?: string;
  /** Second colour of a two-tone paint, drawn on the roof. */
  roofColor?: string | undefined;
  /** Fixed picture size (spec §9 renditions); without it the drawing fills its box. */
  rendition?: CarRendition;
}) {
  const titleId = useId();
  // React's ids contain characters that url(#…) references do not accept.
  const clipId = `car-roof-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shape = carShapeOf(category);
  const paths = SHAPE_PATHS[shape];
  // Every wheel touches the same ground line, whatever its size.
  const radius = paths.wheelRadius ?? 20;
  const fill = isHex(color) ? color : FALLBACK_COLOUR;
  const roof = roofColor && isHex(roofColor) ? roofColor : null;
  const size = rendition ? CAR_RENDITIONS[rendition] : null;
  // Pale paints vanish on a light card; a dark outline keeps the shape readable.
  const outline = luminance(fill) > 0.6 ? '#3a3a3a' : 'rgba(0,0,0,0.35)';
  const a11y = label
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const };

  return (
    <svg
      className={className ?? 'car-silhouette'}
      viewBox="0 0 320 140"
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      data-shape={shape}
      data-color={fill}
      {...(size
        ? { width: size.width, height: size.height, 'data-rendition': `${size.width}x${size.height}` }
        : {})}
      {...a11y}
    >
      {label ? <title id={titleId}>{label}</title> : null}
      <ellipse cx="160" cy="124" rx="146" ry="8" fill="rgba(0,0,0,0.14)" />
      {paths.roofRail ? (
        <path d={paths.roofRail} stroke="#2b2b2b" strokeWidth="4" strokeLinecap="round" />
      ) : null}
      <path d={paths.body} fill={fill} stroke={outline} strokeWidth="2" strokeLinejoin="round" />
      {roof ? (
        <>
          <clipPath id={clipId}>
            <path d={paths.body} />
          </clipPath>
          <rect
            x="0"
            y="0"
            width="320"
            height={paths.roofLine}
            fill={roof}
            clipPath={`url(#${clipId})`}
            data-roof={roof}
          />
        </>
      ) : null}
      <path d={paths.glass} fill="#1f2a36" fillOpacity="0.78" />
      <path d="M30 96H60" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="4" strokeLinecap="round" />
      {shape === 'electric' ? (
        <path
          d="M168 74L156 92H166L160 106L176 86H166L172 74Z"
          fill="#ffffff"
          stroke={outline}
          strokeWidth="1"
        />
      ) : null}
      {paths.wheels.map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={130 - radius} r={radius} fill="#1b1b1b" />
          <circle cx={cx} cy={130 - radius} r={radius * 0.45} fill="#a8adb4" />
        </g>
      ))}
    </svg>
  );
}
