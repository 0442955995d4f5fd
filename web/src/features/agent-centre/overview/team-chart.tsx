import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './overview.module.css';

export type ChartSeries = { label: string; values: number[]; color: string; bars?: boolean };

/** Reads a CSS variable of the theme, so the axes follow dark and light. */
const themeColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A line chart of the team's days (uPlot: small, canvas, no dependencies), as wide as its box; the
 * numbers it draws are in the table beside it too, for screen readers and for copying.
 */
export function TeamChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const text = themeColour('--muted', '#8a8aa0');
    const grid = themeColour('--border', '#33334a');
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, size: 60 },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(s.bars ? { fill: `${s.color}55`, paths: uPlot.paths.bars?.({ size: [0.6, 40] }) } : {}),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={title} />
    </figure>
  );
}
