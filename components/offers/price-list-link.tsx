import { LocalizedLink as Link } from '@/components/ui/localized-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { AppPath } from '@/lib/routes';

/** What costs on top of a package, in a sentence, and a link to the price list that prices it (a Swedish page). */
export function PriceListLink({ text, link, href }: { text: string; link: string; href: AppPath }) {
  return (
    <div data-testid="price-list-link" className="mt-8 max-w-3xl rounded-2xl border border-border bg-card p-6">
      <p className="text-foreground">{text}</p>
      <Link
        href={href}
        className="mt-3 inline-flex items-center gap-2 font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {link}
        <ArrowRightIcon width={18} height={18} />
      </Link>
    </div>
  );
}
