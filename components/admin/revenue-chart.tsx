import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, Line } from "@visx/shape";
import { Group } from "@visx/group";
import { AxisBottom, AxisLeft } from "@visx/axis";
import type { DayRevenue } from "@/lib/admin/period";
import { formatCents } from "@/lib/utils/money";

// Net revenue a day as an SVG bar chart, rendered on the server (decision 140): the page ships
// the drawing, not a charting library, and nothing hydrates. Refund days below the line.

const WIDTH = 760;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 72 };

const shortDay = (key: string) => new Date(`${key}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function RevenueChart({ series, title }: { series: DayRevenue[]; title: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = series.map((d) => d.netCents / 100);
  const x = scaleBand({ domain: series.map((d) => d.day), range: [0, innerWidth], padding: 0.2 });
  // Zero always shows, and an empty period still has a scale.
  const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(1, ...values)], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(series.length / 10);
  // Every `every`th day counted back from today, so today is always labelled and none crowd.
  const ticks = series.filter((_, i) => (series.length - 1 - i) % every === 0).map((d) => d.day);
  const zero = y(0);

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="revenue-chart-title">
        <title id="revenue-chart-title">{title}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {series.map((d) => {
            const top = y(Math.max(0, d.netCents / 100));
            const height = Math.abs(y(d.netCents / 100) - zero);
            return (
              <Bar
                key={d.day}
                x={x(d.day)}
                y={top}
                width={x.bandwidth()}
                height={height}
                rx={2}
                className={d.netCents < 0 ? "fill-destructive" : "fill-primary"}
              >
                <title>{`${shortDay(d.day)}: ${formatCents(d.netCents)}`}</title>
              </Bar>
            );
          })}
          <Line from={{ x: 0, y: zero }} to={{ x: innerWidth, y: zero }} className="stroke-border" strokeWidth={1} />
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(v) => formatCents(Number(v) * 100)}
            stroke="currentColor"
            tickStroke="currentColor"
            axisClassName="text-muted-foreground"
            tickLabelProps={{ fill: "currentColor", fontSize: 12, textAnchor: "end", dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(v) => shortDay(String(v))}
            stroke="currentColor"
            tickStroke="currentColor"
            axisClassName="text-muted-foreground"
            tickLabelProps={{ fill: "currentColor", fontSize: 12, textAnchor: "middle" }}
          />
        </Group>
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
