import type { ReactNode } from 'react';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { cn } from '@/lib/cn';
import { priceLists, type PriceListBlock, type PriceListId } from '@/lib/price-lists';
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
  const { common } = messages;
  const page = messages[list];

  switch (block.type) {
    case 'features':
      if (!('features' in page)) throw new Error(`PriceLists.${list}.features is missing`);
      return (
        <Block id="ingar" heading={page.features.heading} level={level}>
          <FeatureGrid items={page.features.items} />
        </Block>
      );
    case 'product':
      return (
        <Block id="fyrtorn-online" heading={common.productHeading} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="product-card">
            <p className="text-muted">{common.productDescription}</p>
            <PriceLines messages={messages} ids={['onlineAccounting']} />
            {block.includesNote && 'productIncludes' in page ? (
              <p className="mt-4 text-sm text-foreground">{page.productIncludes}</p>
            ) : null}
          </div>
        </Block>
      );
    case 'programs': {
      const heading =
        block.heading === 'expense' && 'expenseHeading' in page ? page.expenseHeading : common.programsHeading;
      return (
        <Block
          id={block.heading === 'expense' ? 'utlagg-och-kort' : 'program'}
          heading={heading}
          intro={block.heading === 'programs' ? common.programsIntro : undefined}
          level={level}
        >
          <ProgramCards messages={messages} programs={block.programs} external={block.external} />
        </Block>
      );
    }
    case 'extendedService':
      if (!('extendedService' in page)) throw new Error(`PriceLists.${list}.extendedService is missing`);
      return (
        <Block id="utokad-tjanst" heading={page.extendedService.title} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="extended-service-card">
            <p className="text-muted">{page.extendedService.description}</p>
            <PriceLines messages={messages} ids={['extendedService']} />
            <ButtonLink href={paths.contact} variant="secondary" className="mt-5">
              {page.extendedService.cta}
            </ButtonLink>
          </div>
        </Block>
      );
    case 'runningAccounting':
      return (
        <Block id="lopande-redovisning" heading={messages.lines.runningAccounting.name} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="running-accounting">
            <p className="text-muted">{common.runningAccountingDescription}</p>
            <PriceLines messages={messages} ids={['runningAccounting']} />
          </div>
        </Block>
      );
    case 'addOns':
      return (
        <Block id="tillagg" heading={page.addOns.heading} intro={page.addOns.intro} level={level}>
          <div className={cn(card, 'max-w-3xl')}>
            <PriceLines messages={messages} ids={block.lines} testId="add-on-list" />
            <div className="mt-4 border-t-2 border-border pt-2">
              <PriceLines messages={messages} ids={[block.runningFee]} testId="running-fee" />
            </div>
          </div>
        </Block>
      );
    case 'tax':
      return (
        <Block id="skatt" heading={common.taxHeading} level={level}>
          <div className={cn(card, 'max-w-2xl')} data-testid="tax-service">
            <p className="text-muted">{common.taxDescription}</p>
            <PriceLines messages={messages} ids={['tax']} />
          </div>
        </Block>
      );
    case 'plusServices':
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
