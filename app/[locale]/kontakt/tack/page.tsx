import type { Metadata } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paths } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { ButtonLink } from '@/components/ui/button-link';

type Props = PageProps<'/[locale]/kontakt/tack'>;

// Where the enquiry function sends a visitor whose form was posted without JavaScript, once the
// enquiry is stored: the same thanks the form's script shows. Kept out of search results.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('EnquirySent', { locale, path: paths.enquirySent });
}

export default async function EnquirySentPage({ params }: Props) {
  const locale = await pageLocale(params);
  const messages = loadMessages(locale);
  const text = messages.EnquirySent;
  const toast = messages.ContactForm.toast;

  return (
    <>
      <Breadcrumb
        items={[{ label: messages.Contact.breadcrumb, href: paths.contact }, { label: text.breadcrumb }]}
        currentPath={paths.enquirySent}
      />
      <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground">{toast.successTitle}</h1>
        <p className="mt-4 text-lg text-foreground">{toast.successDescription}</p>
        <p className="mt-2 text-lg text-muted">{messages.Contact.emailCard.responseTime}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink href={paths.home}>{text.toHome}</ButtonLink>
          <ButtonLink href={paths.subscriptions} variant="secondary">
            {text.toSubscriptions}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
