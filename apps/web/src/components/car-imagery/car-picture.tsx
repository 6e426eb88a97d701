import type { ModelSignature } from '@autohub/contract';
import type { BrandSlug } from '@autohub/domain';
import { useId, type ReactElement } from 'react';
import {
  type BRAND_LAMPS,
  CAR_RENDITIONS,
  DRAWING_PAD as PAD,
  fittedViewBox,
  hexColour as hex,
  lampsOf,
  outlineOf,
  rimShareOf,
  roundedPath,
  sideProfile,
  TYPICAL_DIMENSIONS,
  type CarDimensions,
  type CarRendition,
  type LampStyle,
  type SideProfile,
} from '@autohub/car-drawing';

export type CarView = 'side' | 'front34' | 'rear34' | 'interior';

export interface CarPictureProps {
  brand: BrandSlug;
  /** Body style (the model's category). */
  category: string;
  /** Length, height and wheelbase from the datasheet; typical figures of the body style without. */
  dimensions?: CarDimensions | undefined;
  /** The model's own lamps, spare wheel and upright body; the brand's and body style's without. */
  signature?: ModelSignature | undefined;
  color: string;
  /** Second colour of a two-tone paint, on the roof. */
  roofColor?: string;
  /** Upholstery colour, for the interior view. */
  coatingColor?: string;
  view?: CarView;
  /** The version's wheel: spoke count (5 sporty, 10 elegant); bigger rims draw bigger. */
  wheelSpokes?: number;
  wheelInches?: number;
  sunroof?: boolean;
  roofRack?: boolean;
  rendition?: CarRendition;
  label?: string;
  className?: string;
}

const FALLBACK = '#8a8f98';

function shade(colour: string, amount: number): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function Wheel({
  cx,
  cy,
  r,
  spokes,
  rimShare,
}: {
  cx: number;
  cy: number;
  r: number;
  spokes: number;
  rimShare: number;
}) {
  const rim = r * rimShare;
  return (
    <g data-part="wheel">
      <circle cx={cx} cy={cy} r={r} fill="#161616" />
      <circle cx={cx} cy={cy} r={rim} fill="#c9ccd1" />
      <circle cx={cx} cy={cy} r={rim * 0.82} fill="#3a3d42" />
      {Array.from({ length: spokes }, (_, i) => {
        const angle = (i * 2 * Math.PI) / spokes;
        return (
          <line
            key={i}
            x1={cx}
            y1={cy}
            x2={cx + Math.cos(angle) * rim * 0.85}
            y2={cy + Math.sin(angle) * rim * 0.85}
            stroke="#d9dce0"
            strokeWidth={rim * (spokes > 7 ? 0.08 : 0.16)}
            strokeLinecap="round"
          />
        );
      })}
      <circle cx={cx} cy={cy} r={rim * 0.18} fill="#9ea3a9" />
    </g>
  );
}

/** A lamp in the brand's signature, centred on (x, y), `w` wide. */
function Lamp({
  style,
  x,
  y,
  w,
  rear,
}: {
  style: LampStyle;
  x: number;
  y: number;
  w: number;
  rear: boolean;
}) {
  const fill = rear ? '#c8102e' : '#f4f7fb';
  const glow = rear ? '#ff4d5e' : '#ffffff';
  const stroke = { stroke: '#1b1b1b', strokeWidth: 10 };
  switch (style) {
    case 'round':
      return <circle data-lamp={style} cx={x} cy={y} r={w * 0.32} fill={fill} {...stroke} />;
    case 'claw':
      return (
        <g data-lamp={style}>
          {[-1, 0, 1].map((i) => (
            <path
              key={i}
              d={`M${x + i * w * 0.28 - 14} ${y + w * 0.3}L${x + i * w * 0.28 + 14} ${y - w * 0.3}`}
              stroke={glow}
              strokeWidth="22"
              strokeLinecap="round"
            />
          ))}
        </g>
      );
    case 'bar':
      return (
        <rect
          data-lamp={style}
          x={x - w}
          y={y - 16}
          width={w * 2}
          height="32"
          rx="16"
          fill={glow}
          {...stroke}
        />
      );
    case 'split':
      return (
        <g data-lamp={style}>
          <rect x={x - w / 2} y={y - 60} width={w} height="26" rx="13" fill={glow} {...stroke} />
          <rect x={x - w / 2} y={y + 10} width={w * 0.8} height="60" rx="18" fill={fill} {...stroke} />
        </g>
      );
    case 'block':
      return (
        <rect
          data-lamp={style}
          x={x - w / 2}
          y={y - w * 0.35}
          width={w}
          height={w * 0.7}
          rx="18"
          fill={fill}
          {...stroke}
        />
      );
    default:
      return (
        <rect
          data-lamp={style}
          x={x - w / 2}
          y={y - 22}
          width={w}
          height="44"
          rx="22"
          fill={fill}
          {...stroke}
        />
      );
  }
}

type Lamps = ReturnType<typeof lampsOf>;

/** A spare wheel on the tailgate seen from the side: the tread, edge-on, on its carrier. */
function SpareTread({ spare, Y }: { spare: NonNullable<SideProfile['spare']>; Y: (y: number) => number }) {
  return (
    <g data-part="spare-wheel">
      <rect x={spare.x - 30} y={Y(spare.y + 60)} width="60" height="120" fill="#2b2b2b" />
      <rect
        x={spare.x}
        y={Y(spare.y + spare.r)}
        width={spare.width}
        height={spare.r * 2}
        rx={spare.width * 0.45}
        fill="#161616"
      />
    </g>
  );
}

/**
 * A pickup's open bed from the side: the gap behind the cab, the dark lip of the open box under
 * its rail, and the tailgate seam.
 */
function BedSide({
  bed,
  Y,
  floor,
}: {
  bed: NonNullable<SideProfile['bed']>;
  Y: (y: number) => number;
  floor: number;
}) {
  return (
    <g data-part="open-bed" stroke="#1b1b1b" strokeLinecap="round">
      <rect
        x={bed.from + 20}
        y={Y(bed.top - 10)}
        width={bed.to - bed.from - 40}
        height="60"
        rx="20"
        fill="#2b2f35"
        stroke="none"
      />
      <path d={`M${bed.from} ${Y(bed.top + 10)}V${Y(floor)}`} strokeWidth="16" />
      <path d={`M${bed.to - 110} ${Y(bed.top - 40)}V${Y(floor + 40)}`} strokeWidth="8" opacity="0.5" />
    </g>
  );
}

function Side({
  p,
  lamps,
  body,
  roof,
  clip,
  spokes,
  rimShare,
  roofRack,
}: {
  p: SideProfile;
  lamps: Lamps;
  body: string;
  roof: string | null;
  clip: string;
  spokes: number;
  rimShare: number;
  roofRack: boolean;
}) {
  const Y = (y: number) => p.height + PAD - y;
  const pts = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => [x, Y(y)] as const);
  const outline = outlineOf(body);
  const bodyPath = roundedPath(pts(p.body), 90);
  return (
    <g data-view-part="side">
      {roofRack ? (
        <g data-part="roof-rack" stroke="#2b2b2b" strokeWidth="28" strokeLinecap="round">
          <path d={`M${p.roofSpan[0]} ${Y(p.height + 70)}H${p.roofSpan[1]}`} />
          <path
            d={`M${p.roofSpan[0] + 60} ${Y(p.height + 70)}V${Y(p.height)}M${p.roofSpan[1] - 60} ${Y(p.height + 70)}V${Y(p.height)}`}
          />
        </g>
      ) : null}
      <path
        data-part="body"
        d={bodyPath}
        fill={body}
        stroke={outline}
        strokeWidth="14"
        strokeLinejoin="round"
      />
      <clipPath id={clip}>
        <path d={bodyPath} />
      </clipPath>
      {roof ? (
        <rect
          data-roof={roof}
          x="0"
          y="0"
          width={p.length}
          height={Y(p.roofBase)}
          fill={roof}
          clipPath={`url(#${clip})`}
        />
      ) : null}
      {/* Shoulder light and shadow give the flat side its volume. */}
      <rect
        x="0"
        y={Y(p.lampHeight.front + 40)}
        width={p.length}
        height="40"
        fill="#ffffff"
        opacity="0.22"
        clipPath={`url(#${clip})`}
      />
      <rect
        x="0"
        y={Y(p.wheelRadius * 1.3)}
        width={p.length}
        height={p.wheelRadius * 1.3}
        fill="#000000"
        opacity="0.12"
        clipPath={`url(#${clip})`}
      />
      <path d={roundedPath(pts(p.glass), 50)} fill="#1f2a36" fillOpacity="0.85" />
      {p.pillars.map((pillarX) => (
        <path
          key={pillarX}
          data-part="pillar"
          d={`M${pillarX} ${Y(p.height)}V${Y(p.wheelRadius * 1.2)}`}
          stroke={outline}
          strokeWidth="10"
        />
      ))}
      <circle
        cx={p.axles[0]}
        cy={Y(p.wheelRadius)}
        r={p.wheelRadius * 1.14}
        fill="#111"
        opacity="0.9"
        clipPath={`url(#${clip})`}
      />
      <circle
        cx={p.axles[1]}
        cy={Y(p.wheelRadius)}
        r={p.wheelRadius * 1.14}
        fill="#111"
        opacity="0.9"
        clipPath={`url(#${clip})`}
      />
      {p.bed ? <BedSide bed={p.bed} Y={Y} floor={p.wheelRadius * 1.3} /> : null}
      {p.flares
        ? p.axles.map((cx) => (
            <path
              key={cx}
              data-part="fender-flare"
              d={`M${cx - p.wheelRadius * 1.25} ${Y(p.wheelRadius * 0.9)}A${p.wheelRadius * 1.25} ${p.wheelRadius * 1.25} 0 0 1 ${cx + p.wheelRadius * 1.25} ${Y(p.wheelRadius * 0.9)}`}
              fill="none"
              stroke="#1e1e1e"
              strokeWidth="90"
            />
          ))
        : null}
      {p.spare ? <SpareTread spare={p.spare} Y={Y} /> : null}
      <Lamp
        style={lamps.front}
        x={110}
        y={Y(p.lampHeight.front)}
        w={lamps.front === 'round' ? 260 : 180}
        rear={false}
      />
      <Lamp style={lamps.rear} x={p.tail - 90} y={Y(p.lampHeight.rear)} w={140} rear />
      {p.axles.map((cx) => (
        <Wheel key={cx} cx={cx} cy={Y(p.wheelRadius)} r={p.wheelRadius} spokes={spokes} rimShare={rimShare} />
      ))}
    </g>
  );
}

/** The face (nose or tail) of a three-quarter view, in its own box of width w and the car's height. */
function Face({
  p,
  lamps,
  body,
  roof,
  w,
  rear,
  sunroof,
  spokes,
}: {
  p: SideProfile;
  lamps: Lamps;
  spokes: number;
  body: string;
  roof: string | null;
  w: number;
  rear: boolean;
  sunroof: boolean;
}) {
  const Y = (y: number) => p.height + PAD - y;
  const belt = p.lampHeight.front;
  const top = p.height;
  const outline = outlineOf(body);
  const bodyPath = roundedPath(
    [
      [0, Y(60)],
      [0, Y(belt + 40)],
      [w * 0.06, Y(belt + 90)],
      [w * 0.22, Y(top)],
      [w * 0.78, Y(top)],
      [w * 0.94, Y(belt + 90)],
      [w, Y(belt + 40)],
      [w, Y(60)],
    ],
    80,
  );
  return (
    <g data-view-part={rear ? 'tail' : 'nose'}>
      <path d={bodyPath} fill={shade(body, -0.08)} stroke={outline} strokeWidth="14" strokeLinejoin="round" />
      {roof ? (
        <path
          d={`M${w * 0.23} ${Y(top)}H${w * 0.77}L${w * 0.76} ${Y(top - 50)}H${w * 0.24}Z`}
          fill={roof}
          data-roof={roof}
        />
      ) : null}
      {sunroof ? (
        <rect
          data-part="sunroof"
          x={w * 0.3}
          y={Y(top) - 8}
          width={w * 0.4}
          height="26"
          rx="10"
          fill="#1f2a36"
        />
      ) : null}
      <path
        d={`M${w * 0.1} ${Y(belt + 100)}L${w * 0.25} ${Y(top - 60)}H${w * 0.75}L${w * 0.9} ${Y(belt + 100)}Z`}
        fill="#1f2a36"
        fillOpacity="0.85"
      />
      {rear ? (
        <>
          <Lamp style={lamps.rear} x={w * 0.16} y={Y(belt - 40)} w={w * 0.2} rear />
          <Lamp style={lamps.rear} x={w * 0.84} y={Y(belt - 40)} w={w * 0.2} rear />
          {lamps.rear === 'bar' ? (
            <rect x={w * 0.2} y={Y(belt - 40) - 12} width={w * 0.6} height="24" fill="#c8102e" />
          ) : null}
          <rect
            x={w * 0.3}
            y={Y(belt - 180)}
            width={w * 0.4}
            height="110"
            rx="10"
            fill="#f2f2f2"
            stroke="#1b1b1b"
            strokeWidth="8"
          />
          {p.bed ? (
            <g data-part="open-bed">
              <rect
                x={w * 0.06}
                y={Y(p.bed.top + 150)}
                width={w * 0.88}
                height="150"
                fill={shade(body, -0.45)}
              />
              <rect x={w * 0.03} y={Y(p.bed.top) - 14} width={w * 0.94} height="28" rx="10" fill="#1b1b1b" />
            </g>
          ) : null}
          {p.spare ? (
            <g data-part="spare-wheel">
              <Wheel cx={w / 2} cy={Y(p.spare.y)} r={p.spare.r} spokes={spokes} rimShare={0.62} />
            </g>
          ) : null}
        </>
      ) : (
        <>
          <Grille kind={lamps.grille} x={w * 0.26} y={Y(belt + 10)} w={w * 0.48} h={belt * 0.38} />
          {/* Round lamps are the face's feature: drawn large, either side of the grille. */}
          {[0.13, 0.87].map((share) => (
            <Lamp
              key={share}
              style={lamps.front}
              x={w * share}
              y={Y(belt - 10)}
              w={w * (lamps.front === 'round' ? 0.3 : 0.2)}
              rear={false}
            />
          ))}
          {lamps.front === 'bar' ? (
            <rect x={w * 0.15} y={Y(belt + 20) - 10} width={w * 0.7} height="20" rx="10" fill="#ffffff" />
          ) : null}
        </>
      )}
      <rect x={w * 0.04} y={Y(200)} width={w * 0.92} height="90" rx="30" fill="#1f1f1f" opacity="0.85" />
    </g>
  );
}

function Grille({
  kind,
  x,
  y,
  w,
  h,
}: {
  kind: (typeof BRAND_LAMPS)[BrandSlug]['grille'];
  x: number;
  y: number;
  w: number;
  h: number;
}): ReactElement {
  const frame = { fill: '#1b1b1b', stroke: '#9aa0a6', strokeWidth: 10 };
  switch (kind) {
    case 'slots':
      return (
        <g data-grille={kind}>
          {Array.from({ length: 7 }, (_, i) => (
            <rect
              key={i}
              x={x + (i * w) / 7 + w / 28}
              y={y}
              width={w / 14}
              height={h}
              rx={w / 28}
              fill="#1b1b1b"
            />
          ))}
        </g>
      );
    case 'crosshair':
      return (
        <g data-grille={kind}>
          <rect x={x - w * 0.1} y={y - h * 0.1} width={w * 1.2} height={h * 1.2} rx="20" {...frame} />
          <path
            d={`M${x - w * 0.1} ${y + h / 2}H${x + w * 1.1}M${x + w / 2} ${y - h * 0.1}V${y + h * 1.1}`}
            stroke="#c9ccd1"
            strokeWidth="28"
          />
        </g>
      );
    case 'wide':
      return (
        <rect
          data-grille={kind}
          x={x - w * 0.35}
          y={y + h * 0.2}
          width={w * 1.7}
          height={h * 0.6}
          rx="16"
          {...frame}
        />
      );
    case 'chevron':
      return (
        <g data-grille={kind} fill="none" stroke="#c9ccd1" strokeWidth="22" strokeLinejoin="round">
          <path d={`M${x} ${y + h * 0.45}L${x + w / 2} ${y + h * 0.2}L${x + w} ${y + h * 0.45}`} />
          <path d={`M${x} ${y + h * 0.8}L${x + w / 2} ${y + h * 0.55}L${x + w} ${y + h * 0.8}`} />
        </g>
      );
    case 'mesh':
      return (
        <rect
          data-grille={kind}
          x={x}
          y={y + h * 0.2}
          width={w}
          height={h * 0.8}
          rx="24"
          fill="#1b1b1b"
          stroke="#555"
          strokeWidth="10"
          strokeDasharray="18 14"
        />
      );
    case 'closed':
      return (
        <rect
          data-grille={kind}
          x={x + w * 0.2}
          y={y + h * 0.6}
          width={w * 0.6}
          height={h * 0.25}
          rx="20"
          fill="#1b1b1b"
          opacity="0.6"
        />
      );
    default:
      return (
        <rect data-grille={kind} x={x} y={y + h * 0.55} width={w} height={h * 0.2} rx="10" fill="#1b1b1b" />
      );
  }
}

function Interior({ coating, accent }: { coating: string; accent: string }) {
  return (
    <g data-view-part="interior">
      <rect x="0" y="0" width="1600" height="1000" fill="#20242a" />
      <path d="M120 80H1480L1380 420H220Z" fill="#9cc3e6" opacity="0.55" />
      <path d="M0 520Q800 360 1600 520V640H0Z" fill="#2c3036" />
      <rect
        x="690"
        y="440"
        width="220"
        height="140"
        rx="16"
        fill="#0d1b2a"
        stroke={accent}
        strokeWidth="8"
        data-part="screen"
      />
      <circle cx="440" cy="600" r="150" fill="none" stroke="#111" strokeWidth="34" data-part="steering" />
      <path d="M300 600H580M440 600V750" stroke="#111" strokeWidth="30" />
      {[260, 1040].map((x) => (
        <g key={x} data-part="seat">
          <rect x={x} y="660" width="300" height="340" rx="60" fill={coating} />
          <rect x={x + 60} y="700" width="180" height="40" rx="20" fill={shade(coating, 0.2)} />
        </g>
      ))}
      <rect x="700" y="700" width="200" height="300" rx="30" fill="#2c3036" />
    </g>
  );
}

/**
 * A model drawn from its own datasheet: proportions from length, height and wheelbase; body
 * style, brand light signature and grille; the version's wheels; colour, two-tone roof, sunroof
 * and roof bars when chosen. Side, three-quarter front and rear views, and the interior in the
 * chosen upholstery.
 */
export function CarPicture({
  brand,
  category,
  dimensions,
  signature,
  color,
  roofColor,
  coatingColor,
  view = 'side',
  wheelSpokes = 5,
  wheelInches = 16,
  sunroof = false,
  roofRack = false,
  rendition,
  label,
  className,
}: CarPictureProps) {
  const titleId = useId();
  const clip = `car-body-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const p = sideProfile(category, dimensions, signature);
  const lamps = lampsOf(brand, signature);
  const body = hex(color, FALLBACK);
  const roof = roofColor ? hex(roofColor, '') || null : null;
  const rimShare = rimShareOf(wheelInches, p.wheelRadius);
  const size = rendition ? CAR_RENDITIONS[rendition] : null;

  const faceW = (dimensions?.widthMm ?? TYPICAL_DIMENSIONS[p.shape].widthMm ?? 1800) * 0.62;
  const sideScale = 0.8;
  // What the side and the face of a three-quarter view share.
  const look = { p, lamps, body, roof, spokes: wheelSpokes };
  const side = <Side {...look} clip={clip} rimShare={rimShare} roofRack={roofRack} />;
  let content: ReactElement;
  let width = p.length + PAD * 2;
  if (view === 'interior') {
    content = <Interior coating={hex(coatingColor, '#3b3b3b')} accent={body} />;
    width = 1600;
  } else if (view === 'side') {
    content = (
      <g transform={`translate(${PAD} 0)`}>
        {side}
        {sunroof ? (
          <rect
            data-part="sunroof"
            x={p.roofSpan[0]}
            y={PAD - 14}
            width={(p.roofSpan[1] - p.roofSpan[0]) * 0.5}
            height="28"
            rx="12"
            fill="#1f2a36"
          />
        ) : null}
      </g>
    );
  } else {
    const rear = view === 'rear34';
    // The face overlaps the side's nose, as the corner of a car seen at three quarters.
    const overlap = faceW * 0.3;
    width = p.length * sideScale + faceW - overlap + PAD * 2;
    const sideX = PAD + faceW - overlap;
    content = (
      <g transform={rear ? `translate(${width} 0) scale(-1 1)` : undefined}>
        <g transform={`translate(${sideX} ${p.height * 0.04}) scale(${sideScale} 0.96)`}>{side}</g>
        <g transform={rear ? `translate(${PAD + faceW} 0) scale(-1 1)` : `translate(${PAD} 0)`}>
          <Face {...look} w={faceW} rear={rear} sunroof={sunroof} />
        </g>
      </g>
    );
  }
  const height = view === 'interior' ? 1000 : p.height + PAD * 2;
  // Square renditions centre the car with air around it rather than stretching it.
  const viewBox = fittedViewBox(width, height, size ? size.height / size.width : height / width);
  const a11y = label
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const };

  return (
    <svg
      className={className ?? 'car-picture'}
      viewBox={viewBox}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      data-view={view}
      data-shape={p.shape}
      data-color={body}
      {...(size
        ? { width: size.width, height: size.height, 'data-rendition': `${size.width}x${size.height}` }
        : {})}
      {...a11y}
    >
      {label ? <title id={titleId}>{label}</title> : null}
      {view === 'interior' ? null : (
        <ellipse cx={width / 2} cy={p.height + PAD + 20} rx={width * 0.46} ry="60" fill="rgba(0,0,0,0.16)" />
      )}
      {content}
    </svg>
  );
}
