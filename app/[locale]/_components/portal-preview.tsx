import type { Messages } from '@/lib/i18n/messages';
import { initialsOf } from '@/lib/people.mjs';

type Preview = Messages['Home']['hero']['preview'];

/** Six months of money in and out (thousand kronor), drawn as paired bars: an example, not data. */
const cashFlow = [
  { incoming: 410, outgoing: 360 },
  { incoming: 520, outgoing: 430 },
  { incoming: 380, outgoing: 400 },
  { incoming: 460, outgoing: 390 },
  { incoming: 590, outgoing: 470 },
  { incoming: 640, outgoing: 500 },
];
const CHART = { width: 300, height: 110, top: 700, bar: 16, gap: 2 };

/** One series as a single path of bars, whole pixels: small in the HTML and in the page's RSC payload. */
function barsPath(series: 'incoming' | 'outgoing') {
  const slot = CHART.width / cashFlow.length;
  const offset = series === 'incoming' ? 0 : CHART.bar + CHART.gap;
  return cashFlow
    .map((month, i) => {
      const height = Math.round((month[series] / CHART.top) * CHART.height);
      const x = Math.round(i * slot + (slot - 2 * CHART.bar - CHART.gap) / 2 + offset);
      return `M${x} ${CHART.height - height}h${CHART.bar}v${height}h-${CHART.bar}z`;
    })
    .join('');
}

/**
 * The MyFyrtorn portal as a customer sees it, drawn in HTML and SVG beside the home hero: key
 * figures, the cash flow and a message from the team. One image to assistive technology (its text
 * alternative names what it shows), left out of the site search, no script. Colours follow the theme.
 */
export function PortalPreview({ preview }: { preview: Preview }) {
  return (
    <div
      role="img"
      aria-label={preview.label}
      data-pagefind-ignore
      className="rounded-2xl border border-border bg-background shadow-xl shadow-primary/10"
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span className="text-sm font-bold text-primary">{preview.product}</span>
        <span className="ml-auto text-right text-xs text-muted">{preview.company}</span>
      </div>
      <div className="space-y-4 p-4">
        <p className="text-xs text-muted">{preview.updated}</p>
        <div className="grid grid-cols-3 gap-3">
          {preview.kpis.map((kpi) => (
            <div key={kpi.label} className="rounded-xl bg-card p-3">
              <p className="text-xs text-muted">{kpi.label}</p>
              <p className="mt-1 text-lg font-bold leading-tight text-foreground">{kpi.value}</p>
              <p className="mt-1 text-xs font-medium text-primary">{kpi.change}</p>
            </div>
          ))}
        </div>
        <div className="rounded-xl bg-card p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="text-sm font-semibold text-foreground">
              {preview.chart.heading} <span className="font-normal text-muted">{preview.chart.period}</span>
            </p>
            <p className="flex gap-3 text-xs text-muted">
              <span className="flex items-center gap-1">
                <span className="h-2 w-2 rounded-sm bg-primary" />
                {preview.chart.incoming}
              </span>
              <span className="flex items-center gap-1">
                <span className="h-2 w-2 rounded-sm bg-accent" />
                {preview.chart.outgoing}
              </span>
            </p>
          </div>
          <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="mt-3 h-auto w-full" aria-hidden="true">
            <path d={barsPath('incoming')} fill="var(--primary)" />
            <path d={barsPath('outgoing')} fill="var(--accent)" />
          </svg>
          <p className="mt-1 grid grid-cols-6 text-center text-xs text-muted">
            {preview.chart.months.map((month) => (
              <span key={month}>{month}</span>
            ))}
          </p>
        </div>
        <div className="flex gap-3 rounded-xl border border-border p-3">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-accent">
            {initialsOf(preview.message.name)}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap gap-x-2 text-xs text-muted">
              <span className="font-semibold text-foreground">{preview.message.name}</span>
              <span>{preview.message.role}</span>
              <span>{preview.message.time}</span>
            </p>
            <p className="mt-1 text-sm text-foreground">{preview.message.text}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
