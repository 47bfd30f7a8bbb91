import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { ButtonLink } from '@/components/ui/button-link';
import { FailureSections } from './_components/failure-sections';

type Props = PageProps<'/[locale]/kontakt/fel'>;

// Where the enquiry function sends a visitor whose form was posted without JavaScript and not stored:
// what to fix (the section the address's fragment names), or what to do when the fault is ours.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('EnquiryFailed', { locale, path: paths.enquiryFailed });
}

export default async function EnquiryFailedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const messages = loadMessages(locale);
  const text = messages.EnquiryFailed;
  const t = await getTranslations('EnquiryFailed');

  return (
    <>
      <Breadcrumb
        items={[{ label: messages.Contact.breadcrumb, href: paths.contact }, { label: text.breadcrumb }]}
        currentPath={paths.enquiryFailed}
      />
      <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground">{text.title}</h1>
        <p className="mt-4 text-lg text-foreground">{text.intro}</p>
        <FailureSections locale={locale} general={t('general', { email: site.email })} />
        <p className="mt-8 text-muted">{text.keepValues}</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <ButtonLink href={`${paths.contact}#contact-form`}>{text.toForm}</ButtonLink>
          <ButtonLink href={`mailto:${site.email}`} variant="secondary">
            {messages.Contact.hero.sendEmail}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
