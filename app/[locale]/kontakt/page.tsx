import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { paths } from '@/lib/routes';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { Faq } from '@/components/sections/faq';
import { CallToAction } from '@/components/sections/call-to-action';
import { Island } from '@/components/islands/island';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormText } from '@/components/contact/contact-form-text';
import { ContactCards } from './_components/contact-cards';
import { pageLocale } from '@/lib/i18n/page-locale';
import { supabaseEnv } from '@/lib/env.mjs';
import { enquiryFormAction } from '@/lib/supabase/function-url';

type Props = PageProps<'/[locale]/kontakt'>;

const mailto = `mailto:${site.email}` as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata('Contact', { locale, path: paths.contact });
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Contact');
  const contact = loadMessages(locale).Contact;

  return (
    <>
      <Breadcrumb items={[{ label: contact.breadcrumb }]} currentPath={paths.contact} />
      <Hero
        badge={contact.hero.badge}
        title={contact.hero.title}
        subtitle={t.rich('hero.subtitle', {
          email: site.email,
          mail: (chunks) => (
            <a href={mailto} className="underline underline-offset-4 hover:no-underline">
              {chunks}
            </a>
          ),
        })}
        description={contact.hero.description}
        primary={{ text: contact.hero.toForm, href: '#contact-form' }}
        secondary={{ text: contact.hero.sendEmail, href: mailto }}
      />
      <Section id="contact-form" heading={contact.form.heading} intro={contact.form.intro}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {/* No Suspense boundary around it: React writes a large boundary's HTML at the end of the
                page, hidden, for a script to move into place: without JavaScript the form would be missing. */}
            <Island
              name="contact-form"
              component={ContactForm}
              props={{
                text: contactFormText(locale),
                locale,
                action: enquiryFormAction(supabaseEnv.url, locale),
              }}
            />
          </div>
          <ContactCards text={contact} />
        </div>
      </Section>
      <Section id="faq" heading={contact.faq.heading}>
        <Faq name="contact-faq" items={contact.faq.items} />
        <JsonLd data={faqJsonLd(locale, contact.faq.items)} />
      </Section>
      <CallToAction
        title={contact.cta.title}
        description={contact.cta.description}
        primary={{ text: contact.cta.toTop, href: '#top' }}
        secondary={{ text: contact.cta.sendEmail, href: mailto }}
      />
    </>
  );
}
