import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatGrosze } from '@zlota/shared/money';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { bucketLabel, shortBucketLabel } from './statistics-labels';

// Chart.js is imported only here, inside the lazy statistics page, with only the parts these charts use.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);

const COUNT = new Intl.NumberFormat('pl-PL');
const zl = (grosze: number) => grosze / 100;
const money = (value: number | string) => formatGrosze(Math.round(Number(value) * 100));
const PALETTE = ['#0b3d91', '#f5a623', '#0a7a3d', '#b42318', '#6b4fbb', '#4a4f5e', '#008b8b', '#8a5200'];

/** A canvas drawn by Chart.js while mounted; its description for screen readers is the table that follows it. */
function ChartCanvas({ config, label }: { config: ChartConfiguration; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="statistics-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

interface ChartFigureProps {
  title: string;
  chart: ReactNode;
  /** The same numbers as a table, for screen readers and anyone who prefers reading them. */
  table: ReactNode;
}

function ChartFigure({ title, chart, table }: ChartFigureProps) {
  return (
    <figure className="statistics-chart">
      <figcaption>{title}</figcaption>
      {chart}
      <details className="statistics-chart__data">
        <summary>Dane wykresu w tabeli: {title.toLowerCase()}</summary>
        {table}
      </details>
    </figure>
  );
}

/** Money per bucket as bars, and the running total as a line on its own scale. */
export function CollectedChart({ statistics }: { statistics: AdminStatistics }) {
  const { buckets, period } = statistics;
  const config = useMemo((): ChartConfiguration => ({
    type: 'bar',
    data: {
      labels: buckets.map((bucket) => shortBucketLabel(bucket, period.group)),
      datasets: [
        { type: 'bar', label: 'Zebrano', data: buckets.map((b) => zl(b.amount_grosze)), backgroundColor: PALETTE[0], yAxisID: 'y' },
        { type: 'line', label: 'Suma narastająco', data: buckets.map((b) => zl(b.running_total_grosze)), borderColor: PALETTE[1], backgroundColor: PALETTE[1], yAxisID: 'total', pointRadius: 2 },
      ],
    },
    options: {
      locale: 'pl-PL',
      animation: false,
      maintainAspectRatio: false,
      scales: {
        y: { beginAtZero: true, position: 'left', ticks: { callback: money } },
        total: { beginAtZero: true, position: 'right', grid: { drawOnChartArea: false }, ticks: { callback: money } },
      },
      plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${money(item.parsed.y ?? 0)}` } } },
    },
  }), [buckets, period.group]);
  const title = 'Zebrane kwoty i suma narastająco';
  return (
    <ChartFigure
      title={title}
      chart={<ChartCanvas config={config} label={`Wykres: ${title.toLowerCase()}. Liczby są w tabeli pod wykresem.`} />}
      table={
        <table className="statistics-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Okres</th>
              <th scope="col">Zebrano</th>
              <th scope="col">Wpłaty</th>
              <th scope="col">Suma narastająco</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.key}>
                <th scope="row">{bucketLabel(bucket, period.group)}</th>
                <td>{formatGrosze(bucket.amount_grosze)}</td>
                <td>{COUNT.format(bucket.count)}</td>
                <td>{formatGrosze(bucket.running_total_grosze)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export interface Share {
  label: string;
  amount_grosze: number;
  count: number;
}

/** How the money splits (by provider or by method): a doughnut of the amounts, with counts in the table. */
export function ShareChart({ title, heading, shares }: { title: string; heading: string; shares: Share[] }) {
  const config = useMemo((): ChartConfiguration => ({
    type: 'doughnut',
    data: {
      labels: shares.map((share) => share.label),
      datasets: [{ label: 'Zebrano', data: shares.map((share) => zl(share.amount_grosze)), backgroundColor: shares.map((_, i) => PALETTE[i % PALETTE.length]!) }],
    },
    options: {
      locale: 'pl-PL',
      animation: false,
      maintainAspectRatio: false,
      plugins: { tooltip: { callbacks: { label: (item) => `${item.label}: ${money(Number(item.raw))}` } } },
    },
  }), [shares]);
  return (
    <ChartFigure
      title={title}
      chart={shares.length ? <ChartCanvas config={config} label={`Wykres: ${title.toLowerCase()}. Liczby są w tabeli pod wykresem.`} /> : <p>Brak wpłat w tym okresie.</p>}
      table={
        <table className="statistics-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">Zebrano</th>
              <th scope="col">Wpłaty</th>
            </tr>
          </thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.label}>
                <th scope="row">{share.label}</th>
                <td>{formatGrosze(share.amount_grosze)}</td>
                <td>{COUNT.format(share.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
