import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import { formatDay } from '@/lib/format-date';

/*
 * Bar charts by week, drawn by Chart.js (tree-shaken to the bar chart's parts). This file
 * is imported only by the analytics page, a lazy route: the library is in that page's chunk
 * and no other page loads it. The canvas is a picture for the eye; the table under it is
 * the chart for everyone (screen readers, keyboard, copying the numbers).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface WeeklySeries {
  label: string;
  /** One value per week, in the order of `weeks`. */
  values: number[];
  color: string;
}

/** 'YYYY-MM-DD' (a Monday, UTC) -> 'Nov 23' for the axis, 'Nov 23, 2026' for the table (the viewer's locale). */
const axisLabel = (weekStart: string) => formatDay(weekStart, 'monthDay');

export function WeeklyChart({
  title,
  weeks,
  series,
}: {
  title: string;
  /** Week starts (Mondays), oldest first. */
  weeks: string[];
  series: WeeklySeries[];
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tableId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: weeks.map(axisLabel),
        datasets: series.map((line) => ({
          label: line.label,
          data: line.values,
          backgroundColor: line.color,
          borderRadius: 3,
          maxBarThickness: 28,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [weeks, series]);

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className="relative h-56 w-full">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${title}: bar chart of the last ${weeks.length} weeks; the numbers are in the table below.`}
          aria-describedby={tableId}
        />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2">
          <table id={tableId} className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Week of
                </th>
                {series.map((line) => (
                  <th key={line.label} scope="col" className="py-1.5 pr-3 text-right font-semibold">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week, index) => (
                <tr key={week}>
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                    {formatDay(week)}
                  </th>
                  {series.map((line) => (
                    <td key={line.label} className="py-1.5 pr-3 text-right tabular-nums">
                      {line.values[index] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
