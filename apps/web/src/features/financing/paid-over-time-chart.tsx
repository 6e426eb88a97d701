import type { PaidOverTimePoint } from '@autohub/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFundingFormat } from './funding-format';

export interface ChartSeries {
  id: string;
  name: string;
  points: readonly PaidOverTimePoint[];
}

// Colour and dash both tell the lines apart, so the chart reads without colour vision too.
const STYLES = [
  { color: '#1f5fa8', dash: '' },
  { color: '#b3261e', dash: '8 4' },
  { color: '#2e7d32', dash: '2 3' },
  { color: '#6a3d9a', dash: '10 3 2 3' },
  { color: '#8a5a00', dash: '4 4' },
];

const W = 640;
const H = 260;
const PAD = { left: 72, right: 16, top: 12, bottom: 36 };

/** Months shown in the table alternative: every sixth month and each plan's last one. */
function tableMonths(series: readonly ChartSeries[]): number[] {
  const months = new Set<number>();
  for (const s of series) {
    for (const p of s.points) if (p.month % 6 === 0) months.add(p.month);
    const last = s.points.at(-1);
    if (last) months.add(last.month);
  }
  return [...months].sort((a, b) => a - b);
}

/**
 * What is paid over time in each plan: an SVG line chart described for screen readers, with the
 * same numbers in a table for anyone who prefers one.
 */
export function PaidOverTimeChart({ series }: { series: readonly ChartSeries[] }) {
  const { t } = useTranslation();
  const { money } = useFundingFormat();
  const titleId = useId();
  const descId = useId();
  const maxMonth = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.month)));
  const maxPaid = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.cumulativePaid)));
  const x = (month: number) => PAD.left + (month / maxMonth) * (W - PAD.left - PAD.right);
  const y = (cents: number) => H - PAD.bottom - (cents / maxPaid) * (H - PAD.top - PAD.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(maxPaid * f));
  const monthTicks = [0, Math.round(maxMonth / 4), Math.round(maxMonth / 2), Math.round((3 * maxMonth) / 4), maxMonth];
  const months = tableMonths(series);

  return (
    <figure className="funding-chart">
      <figcaption id={titleId}>{t('financing.chart.title')}</figcaption>
      <p id={descId} className="funding-muted">
        {t('financing.chart.description')}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className="funding-chart__svg">
        {ticks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#d9dbe3" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#3d4250">
              {money(v)}
            </text>
          </g>
        ))}
        {monthTicks.map((m) => (
          <text key={`x${m}`} x={x(m)} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="10" fill="#3d4250">
            {m}
          </text>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 4} textAnchor="middle" fontSize="10" fill="#3d4250">
          {t('financing.chart.months')}
        </text>
        {series.map((s, i) => {
          const style = STYLES[i % STYLES.length] ?? STYLES[0];
          return (
            <polyline
              key={s.id}
              fill="none"
              stroke={style?.color}
              strokeWidth="2.5"
              strokeDasharray={style?.dash}
              points={s.points.map((p) => `${x(p.month).toFixed(1)},${y(p.cumulativePaid).toFixed(1)}`).join(' ')}
            />
          );
        })}
      </svg>
      <ul className="funding-chart__legend">
        {series.map((s, i) => {
          const style = STYLES[i % STYLES.length] ?? STYLES[0];
          return (
            <li key={s.id}>
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" stroke={style?.color} strokeWidth="3" strokeDasharray={style?.dash} />
              </svg>
              {s.name}
            </li>
          );
        })}
      </ul>
      <details className="funding-chart__table">
        <summary>{t('financing.chart.showTable')}</summary>
        <div className="funding-table-scroll">
          <table>
            <caption className="visually-hidden">{t('financing.chart.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('financing.chart.month')}</th>
                {series.map((s) => (
                  <th key={s.id} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month}>
                  <th scope="row">{month}</th>
                  {series.map((s) => {
                    const point = s.points.find((p) => p.month === month) ?? (month > (s.points.at(-1)?.month ?? 0) ? s.points.at(-1) : undefined);
                    return <td key={s.id}>{point ? money(point.cumulativePaid) : t('financing.comparator.none')}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
