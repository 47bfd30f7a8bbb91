import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { swedishOnlyParams, swedishPageLocale } from '@/lib/i18n/page-locale';
import { paths } from '@/lib/routes';
import { movedPageTarget } from '@/lib/route-table.mjs';
import { buildMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button-link';

// /priser was replaced (lib/route-table.mjs): hosts that read the export's rule files answer 301 and
// the edge middleware 308; this page forwards at once on hosts that read none. Swedish only.
export const dynamicParams = false;

function forwardTarget(): string {
  const target = movedPageTarget(paths.prices);
  if (!target) throw new Error(`${paths.prices} is not a moved page in lib/route-table.mjs.`);
  return target;
}
const target = forwardTarget();

export function generateStaticParams() {
  return [swedishOnlyParams];
}

type Props = PageProps<'/[locale]/priser'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await swedishPageLocale(params);
  // Its title and description are no `meta` group: the catalog check would hold them to search-result lengths.
  const { title, description } = loadMessages(locale).Priser;
  return buildMetadata({ locale, path: paths.prices, canonicalPath: target, title, description, noindex: true });
}

export default async function PriserPage({ params }: Props) {
  const page = loadMessages(await swedishPageLocale(params)).Priser;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <h1 className="text-3xl font-bold text-foreground">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted">{page.text}</p>
      <ButtonLink href={target} className="mt-8">
        {page.link}
      </ButtonLink>
    </section>
  );
}
