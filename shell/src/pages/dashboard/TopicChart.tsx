/**
 * The dashboard's charts (recharts, kept in the dashboard's lazy chunk: only files of this folder
 * import it). Colours are the design system's tokens as CSS variables, so the charts follow the theme.
 * Every chart sits in a ChartFrame: a title for assistive technology, values on hover, and the same
 * numbers as a table behind 'Tampilkan tabel'.
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Box } from '@portal/design-system';
import { formatNumber } from '@portal/domain';
import { ChartFrame, shareText } from './ChartFrame';
import type { PyramidBand, SeriesPoint, StackedRow, StackPart } from './dashboard-topics';

const COLOR = {
  primary: 'var(--chakra-colors-blue-500)',
  male: 'var(--chakra-colors-blue-500)',
  female: 'var(--chakra-colors-pink-400)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  fg: 'var(--chakra-colors-fg)',
  panel: 'var(--chakra-colors-bg-panel)',
} as const;
const STACK_COLORS = [
  'var(--chakra-colors-green-500)',
  'var(--chakra-colors-red-500)',
  'var(--chakra-colors-orange-400)',
];
const TICK = { fontSize: 12, fill: COLOR.text };
/** Until the card is measured (first paint; never in jsdom), charts are drawn this wide. */
const INITIAL_WIDTH = 480;
const LINE_HEIGHT = 240;
const CHART_DESCRIPTION = 'Arahkan kursor ke grafik untuk melihat nilainya; angka lengkap ada di "Tampilkan tabel".';

const numberText = (value: unknown) => formatNumber(Math.abs(Number(value)));

/** Values on hover, in the theme's text colours (recharts would colour each line like its series). */
function chartTooltip() {
  return (
    <Tooltip
      formatter={numberText}
      contentStyle={{ background: COLOR.panel, borderColor: COLOR.grid, borderRadius: 6, fontSize: 12 }}
      labelStyle={{ color: COLOR.fg, fontWeight: 600 }}
      itemStyle={{ color: COLOR.fg }}
      cursor={{ fill: COLOR.grid, fillOpacity: 0.4 }}
    />
  );
}

/** The legend's words in the text colour: a pale series colour would be unreadable as text. */
const legendText = (value: unknown) => <span style={{ color: COLOR.text }}>{String(value)}</span>;

/** Height for `n` horizontal bars: every label stays readable. */
const barsHeight = (n: number) => Math.max(140, n * 30 + 40);

/** Width of the category axis: long office names get more room, up to a limit. */
const labelWidth = (labels: readonly string[]) =>
  Math.min(180, Math.max(60, Math.max(...labels.map((l) => l.length)) * 7));

/**
 * The chart at the card's width (followed with a ResizeObserver) and the given height. Unlike
 * recharts' ResponsiveContainer it never draws at width 0: before a measurement it uses INITIAL_WIDTH.
 */
function Sized({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children: ReactElement<{ width?: number; height?: number; title?: string; desc?: string }>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} width="100%" height={`${height}px`} overflow="hidden">
      {/* The svg's <title> names it for assistive technology (recharts makes it a focusable application). */}
      {cloneElement(children, { width, height, title: `Grafik ${title}`, desc: CHART_DESCRIPTION })}
    </Box>
  );
}

/** Categories as horizontal bars; for a composition the table adds each share and the total. */
export function BarsChart({
  title,
  points,
  showShare,
}: {
  title: string;
  points: readonly SeriesPoint[];
  showShare: boolean;
}) {
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const height = barsHeight(points.length);
  return (
    <ChartFrame
      title={title}
      rows={points}
      columns={[
        { header: 'Kategori', cell: (p) => p.label },
        { header: 'Jumlah', cell: (p) => p.value, numeric: true },
        ...(showShare
          ? [{ header: 'Persentase', cell: (p: SeriesPoint) => shareText(p.value, total), numeric: true }]
          : []),
      ]}
      footer={showShare ? ['Total', total, total > 0 ? '100%' : ''] : undefined}
      chart={
        <Sized title={title} height={height}>
          <BarChart data={[...points]} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} stroke={COLOR.grid} />
            <XAxis type="number" allowDecimals={false} tick={TICK} tickFormatter={numberText} />
            <YAxis
              type="category"
              dataKey="label"
              width={labelWidth(points.map((p) => p.label))}
              tick={TICK}
              interval={0}
            />
            {chartTooltip()}
            <Bar dataKey="value" name="Jumlah" fill={COLOR.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </Sized>
      }
    />
  );
}

/** One vertical bar per period (years). */
export function ColumnsChart({ title, points }: { title: string; points: readonly SeriesPoint[] }) {
  return (
    <ChartFrame
      title={title}
      rows={points}
      columns={[
        { header: 'Periode', cell: (p) => p.label },
        { header: 'Jumlah', cell: (p) => p.value, numeric: true },
      ]}
      chart={
        <Sized title={title} height={LINE_HEIGHT}>
          <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} stroke={COLOR.grid} />
            <XAxis dataKey="label" tick={TICK} />
            <YAxis allowDecimals={false} tick={TICK} tickFormatter={numberText} width={48} />
            {chartTooltip()}
            <Bar dataKey="value" name="Jumlah" fill={COLOR.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </Sized>
      }
    />
  );
}

/** A count over months or years. */
export function TrendChart({ title, points }: { title: string; points: readonly SeriesPoint[] }) {
  return (
    <ChartFrame
      title={title}
      rows={points}
      columns={[
        { header: 'Periode', cell: (p) => p.label },
        { header: 'Jumlah', cell: (p) => p.value, numeric: true },
      ]}
      chart={
        <Sized title={title} height={LINE_HEIGHT}>
          <LineChart data={[...points]} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} stroke={COLOR.grid} />
            <XAxis dataKey="label" tick={TICK} />
            <YAxis allowDecimals={false} tick={TICK} tickFormatter={numberText} width={56} domain={['auto', 'auto']} />
            {chartTooltip()}
            <Line
              type="monotone"
              dataKey="value"
              name="Jumlah"
              stroke={COLOR.primary}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </Sized>
      }
    />
  );
}

/** Several counts per year stacked; a part nobody records yet is left out of the chart and reads '-'. */
export function StackedChart({
  title,
  rows,
  parts,
}: {
  title: string;
  rows: readonly StackedRow[];
  parts: readonly StackPart[];
}) {
  const recorded = parts.filter((part) => rows.some((row) => row.values[part.key] !== null));
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  return (
    <ChartFrame
      title={title}
      rows={rows}
      columns={[
        { header: 'Tahun', cell: (r) => r.label },
        ...parts.map((part) => ({ header: part.label, cell: (r: StackedRow) => r.values[part.key], numeric: true })),
      ]}
      chart={
        <Sized title={title} height={LINE_HEIGHT + 20}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} stroke={COLOR.grid} />
            <XAxis dataKey="label" tick={TICK} />
            <YAxis allowDecimals={false} tick={TICK} tickFormatter={numberText} width={48} />
            {chartTooltip()}
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            {recorded.map((part) => (
              <Bar
                key={part.key}
                dataKey={part.key}
                name={part.label}
                stackId="tahun"
                fill={STACK_COLORS[parts.indexOf(part) % STACK_COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </Sized>
      }
    />
  );
}

/** Age bands as a pyramid: men to the left, women to the right, the youngest at the bottom. */
export function PyramidChart({ title, bands }: { title: string; bands: readonly PyramidBand[] }) {
  // Men are drawn as negative values so the bars grow left; hover and axis show them positive.
  const data = [...bands].reverse().map((b) => ({ label: b.label, lakiLaki: -b.lakiLaki, perempuan: b.perempuan }));
  return (
    <ChartFrame
      title={title}
      rows={bands}
      columns={[
        { header: 'Kelompok umur', cell: (b) => b.label },
        { header: 'Laki-laki', cell: (b) => b.lakiLaki, numeric: true },
        { header: 'Perempuan', cell: (b) => b.perempuan, numeric: true },
        { header: 'Jumlah', cell: (b) => b.lakiLaki + b.perempuan, numeric: true },
      ]}
      chart={
        <Sized title={title} height={barsHeight(bands.length) + 24}>
          <BarChart data={data} layout="vertical" stackOffset="sign" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} stroke={COLOR.grid} />
            <XAxis type="number" allowDecimals={false} tick={TICK} tickFormatter={numberText} />
            <YAxis type="category" dataKey="label" width={labelWidth(bands.map((b) => b.label))} tick={TICK} />
            {chartTooltip()}
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            <Bar dataKey="lakiLaki" name="Laki-laki" stackId="umur" fill={COLOR.male} isAnimationActive={false} />
            <Bar dataKey="perempuan" name="Perempuan" stackId="umur" fill={COLOR.female} isAnimationActive={false} />
          </BarChart>
        </Sized>
      }
    />
  );
}
