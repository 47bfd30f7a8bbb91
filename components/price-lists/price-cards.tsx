import type { Messages } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import { priceLine, programLines, type PriceLineId, type ProgramId } from '@/lib/price-lists';
import { ExternalLink } from '@/components/ui/external-link';

type PriceListMessages = Messages['PriceLists'];

/** Price lines: a name and its amount, both catalog text. */
export function PriceLines({
  messages,
  ids,
  testId,
}: {
  messages: PriceListMessages;
  ids: readonly PriceLineId[];
  testId?: string;
}) {
  return (
    <ul className="mt-4 divide-y divide-border" data-testid={testId}>
      {ids.map((id) => {
        const line = priceLine(messages, id);
        return (
          <li
            key={id}
            data-testid="price-line"
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="text-foreground">{line.name}</span>
            <span className="font-semibold whitespace-nowrap text-foreground">{line.price}</span>
          </li>
        );
      })}
    </ul>
  );
}

const cardClass = 'flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm';

/** One card per program with its priced lines, plus the external-programs card when asked for. */
export function ProgramCards({
  messages,
  programs,
  external,
}: {
  messages: PriceListMessages;
  programs: readonly ProgramId[];
  external: boolean;
}) {
  const { common } = messages;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {programs.map((program) => (
        <li key={program} className={cardClass} data-testid="program-card">
          <h3 className="text-xl font-semibold text-foreground">{common.programs[program].title}</h3>
          <p className="mt-2 text-muted">{common.programs[program].description}</p>
          <PriceLines messages={messages} ids={programLines[program]} />
        </li>
      ))}
      {external ? (
        <li className={cardClass} data-testid="external-programs-card">
          <h3 className="text-xl font-semibold text-foreground">{common.externalPrograms.title}</h3>
          <p className="mt-2 text-muted">{common.externalPrograms.description}</p>
          <ExternalLink
            href={site.bookkeepingVendorPriceUrl}
            className="mt-3 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {common.externalPrograms.link}
          </ExternalLink>
          <PriceLines messages={messages} ids={['bankIntegration']} />
        </li>
      ) : null}
    </ul>
  );
}
