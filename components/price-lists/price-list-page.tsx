import type { ReactNode } from 'react';
import { loadMessages, loadOffer } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { cn } from '@/lib/cn';
import { linesOf, priceLists, programCards, type PriceListBlock, type PriceListId } from '@/lib/price-lists';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { PriceLines, ProgramCards } from './price-cards';

type Level = 2 | 3;

const card = 'rounded-2xl border border-border bg-background p-6 shadow-sm';

/** A block with its heading: a page section (h2) or a part of a group (h3). */
function Block({
  id,
  heading,
  intro,
  level,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  level: Level;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={level === 2 ? 'mx-auto max-w-6xl px-4 pt-16' : 'pt-10'}
    >
      <Heading
        id={`${id}-heading`}
        className={cn('font-bold tracking-tight text-foreground', level === 2 ? 'text-3xl' : 'text-2xl')}
      >
        {heading}
      </Heading>
      {intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** The online accounting product site, in a new tab: the hero's and the closing call to action's button. */
function OnlineAccountingButton({ text, className }: { text: string; className?: string }) {
  return (
    <ExternalLink href={site.onlineAccountingUrl} className={cn(buttonStyles.primary, className)}>
      {text}
    </ExternalLink>
  );
}

function PriceListBlockView({ list, block, level }: { list: PriceListId; block: PriceListBlock; level: Level }) {
  const messages = loadMessages('sv' satisfies Locale).PriceLists;
  const offer = loadOffer('sv');
  const { common } = messages;
  const page = messages[list];
  const lines = (kind: Parameters<typeof linesOf>[2]) => linesOf(offer, list, kind);

  switch (block.type) {
    case 'features': {
      if (list === 'general' || !('features' in page)) throw new Error(`PriceLists.${list}.features is missing`);
      const cards = offer.packages[list].priceListCards;
      return (
        <Block id="ingar" heading={page.features.heading} level={level}>
          <FeatureGrid items={cards.map((item) => ({ title: item.name, description: item.description }))} />
        </Block>
      );
    }
    case 'product':
      return (
        <Block id="fyrtorn-online" heading={common.productHeading} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="product-card">
            <p className="text-muted">{common.productDescription}</p>
            <PriceLines lines={lines('product')} />
          </div>
        </Block>
      );
    case 'programs': {
      const expense = block.heading === 'expense';
      const heading = expense && 'expenseHeading' in page ? page.expenseHeading : common.programsHeading;
      const intro = [
        expense ? undefined : common.programsIntro,
        'licencesIncluded' in page ? page.licencesIncluded : undefined,
      ];
      return (
        <Block
          id={expense ? 'utlagg-och-kort' : 'program'}
          heading={heading}
          intro={intro.filter(Boolean).join(' ') || undefined}
          level={level}
        >
          <ProgramCards
            messages={messages}
            cards={programCards(offer, list)}
            bank={block.external ? lines('bank') : undefined}
          />
        </Block>
      );
    }
    case 'plusServices': {
      if (!('plusServices' in page)) throw new Error(`PriceLists.${list}.plusServices is missing`);
      const plus = lines('plusServices');
      return (
        <Block id="plustjanster-per-manad" heading={plus[0].name} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="plus-services-card">
            <p className="text-muted">{page.plusServices.description}</p>
            <PriceLines lines={plus} />
            <ButtonLink href={paths.contact} variant="secondary" className="mt-5">
              {page.plusServices.cta}
            </ButtonLink>
          </div>
        </Block>
      );
    }
    case 'accountingHourly': {
      const hourly = lines('accountingHourly');
      return (
        <Block id="lopande-redovisning" heading={hourly[0].name} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="running-accounting">
            <p className="text-muted">{common.runningAccountingDescription}</p>
            <PriceLines lines={hourly} />
          </div>
        </Block>
      );
    }
    case 'addOns':
      return (
        <Block id="tillagg" heading={common.addOnsHeading} intro={page.addOns.intro} level={level}>
          <div className={cn(card, 'max-w-3xl')}>
            <PriceLines lines={lines('item')} testId="add-on-list" />
            <div className="mt-4 border-t-2 border-border pt-2">
              <PriceLines lines={lines(block.runningFee)} testId="running-fee" />
            </div>
          </div>
        </Block>
      );
    case 'tax':
      return (
        <Block id="skatt" heading={common.taxHeading} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="tax-service">
            <p className="text-muted">{common.taxDescription}</p>
            <PriceLines lines={lines('taxHourly')} />
          </div>
        </Block>
      );
    case 'group':
      if (!('plusHeading' in page)) throw new Error(`PriceLists.${list}.plusHeading is missing`);
      return (
        <Block id="plustjanster" heading={page.plusHeading} level={level}>
          {block.blocks.map((inner, index) => (
            <PriceListBlockView key={`${inner.type}-${index}`} list={list} block={inner} level={3} />
          ))}
        </Block>
      );
  }
}

/** The shared layout of /prislista-fdaas, /prislista-pdaas and /prislista. */
export function PriceListPage({ list }: { list: PriceListId }) {
  const { common, [list]: page } = loadMessages('sv').PriceLists;
  const definition = priceLists[list];

  return (
    <>
      <Breadcrumb items={[{ label: page.breadcrumb }]} currentPath={definition.path} />
      <section className="border-b border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
            {page.hero.badge}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">
            {page.hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{page.hero.description}</p>
          <OnlineAccountingButton text={common.externalButton} className="mt-8" />
        </div>
      </section>
      {definition.blocks.map((block, index) => (
        <PriceListBlockView key={`${block.type}-${index}`} list={list} block={block} level={2} />
      ))}
      <section aria-labelledby="prislista-cta-heading" className="mx-auto max-w-6xl px-4 pt-20">
        <div className="rounded-3xl border border-border bg-card px-6 py-12 text-center sm:px-12">
          <h2 id="prislista-cta-heading" className="text-3xl font-bold tracking-tight text-foreground">
            {page.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{page.cta.description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <OnlineAccountingButton text={common.externalButton} />
            <ButtonLink href={paths.portal} variant="secondary">
              {common.portalLink}
            </ButtonLink>
          </div>
        </div>
      </section>
      <p className="mx-auto max-w-6xl px-4 pt-8 text-sm text-muted" data-testid="price-disclaimer">
        {common.disclaimer}
      </p>
    </>
  );
}
