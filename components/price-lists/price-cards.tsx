import type { Messages } from '@/lib/i18n/messages';
import type { LineText } from '@/lib/offer.mjs';
import type { ProgramId } from '@/lib/price-lists';
import { site } from '@/lib/site';
import { ExternalLink } from '@/components/ui/external-link';

type PriceListMessages = Messages['PriceLists'];

/** Price lines: a name and its price, both from messages/offer.json. */
export function PriceLines({ lines, testId }: { lines: readonly LineText[]; testId?: string }) {
  return (
    <ul className="mt-4 divide-y divide-border" data-testid={testId}>
      {lines.map((line) => (
        <li
          key={line.id}
          data-testid="price-line"
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
        >
          <span className="text-foreground">{line.name}</span>
          <span className="font-semibold whitespace-nowrap text-foreground">{line.price}</span>
        </li>
      ))}
    </ul>
  );
}

const cardClass = 'flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm';

/** One card per program with its licence lines, plus the external-programs card with the bank's line when given. */
export function ProgramCards({
  messages,
  cards,
  bank,
}: {
  messages: PriceListMessages;
  cards: readonly { program: ProgramId; lines: readonly LineText[] }[];
  bank?: readonly LineText[];
}) {
  const { common } = messages;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ program, lines }) => (
        <li key={program} className={cardClass} data-testid="program-card">
          <h3 className="text-xl font-semibold text-foreground">{common.programs[program].title}</h3>
          <p className="mt-2 text-muted">{common.programs[program].description}</p>
          <PriceLines lines={lines} />
        </li>
      ))}
      {bank ? (
        <li className={cardClass} data-testid="external-programs-card">
          <h3 className="text-xl font-semibold text-foreground">{common.externalPrograms.title}</h3>
          <p className="mt-2 text-muted">{common.externalPrograms.description}</p>
          <ExternalLink
            href={site.bookkeepingVendorPriceUrl}
            className="mt-3 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {common.externalPrograms.link}
          </ExternalLink>
          <PriceLines lines={bank} />
        </li>
      ) : null}
    </ul>
  );
}
