import { useId } from 'react';
import styles from './bar-chart.module.scss';

export interface BarDatum {
  /** The bar's label under it ("11-02"). */
  label: string;
  /** What a reader hears and the table says for the label ("2026-11-02 那一周"). */
  longLabel: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 140;
const LABEL_SPACE = 18;
const VALUE_SPACE = 16;

/**
 * A small bar chart drawn in SVG (no chart library): one bar per datum, its value above it and its label under
 * it, scaled to the largest value. The SVG is one image named by `title` and `summary`; the same numbers are in
 * a table under a "数据表" disclosure, for screen readers, copying and printing.
 */
export function BarChart({ title, summary, data, tableLabel, columns }: { title: string; summary: string; data: readonly BarDatum[]; tableLabel: string; columns: readonly [string, string] }) {
  const id = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  const barWidth = Math.min(32, slot * 0.6);
  const plot = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-summary`} className={styles.svg}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT - LABEL_SPACE} y2={HEIGHT - LABEL_SPACE} className={styles.axis} />
        {data.map((datum, index) => {
          const height = (datum.value / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - LABEL_SPACE - height;
          return (
            <g key={datum.longLabel}>
              <rect x={x} y={y} width={barWidth} height={Math.max(height, datum.value > 0 ? 1 : 0)} rx={2} className={styles.bar} />
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" className={styles.value}>
                {datum.value}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.label}>
                {datum.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
      <details className={styles.data}>
        <summary>{tableLabel}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.longLabel}>
                <th scope="row">{datum.longLabel}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
