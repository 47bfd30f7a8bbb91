import type { ComponentType, SVGProps } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { ClockIcon, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon } from '@/components/ui/icons';
import type { Messages } from '@/lib/i18n/messages';
import { site, type SocialNetwork } from '@/lib/site';

const socialIcons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
};

const cardClass = 'rounded-2xl border border-border bg-card p-6';

/** Beside the form: the e-mail contact with the response time, and the social profiles (new tab). */
export function ContactCards({ text }: { text: Pick<Messages['Contact'], 'emailCard' | 'socialCard'> }) {
  return (
    <div className="flex flex-col gap-6">
      <div className={cardClass}>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <MailIcon className="text-primary" />
          {text.emailCard.heading}
        </h3>
        <p className="mt-2 text-muted">{text.emailCard.text}</p>
        <a
          href={`mailto:${site.email}`}
          className="mt-1 inline-block font-semibold break-all text-primary underline-offset-4 hover:underline"
        >
          {site.email}
        </a>
        <p className="mt-4 flex items-start gap-2 text-sm text-muted">
          <ClockIcon width={18} height={18} className="mt-0.5 shrink-0 text-primary" />
          {text.emailCard.responseTime}
        </p>
      </div>
      <div className={cardClass}>
        <h3 className="text-lg font-semibold text-foreground">{text.socialCard.heading}</h3>
        <p className="mt-2 text-muted">{text.socialCard.text}</p>
        <ul className="mt-4 flex flex-col gap-3">
          {(Object.keys(socialIcons) as SocialNetwork[]).map((network) => {
            const Icon = socialIcons[network];
            return (
              <li key={network}>
                <ExternalLink
                  href={site.social[network]}
                  className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <Icon />
                  {text.socialCard[network]}
                </ExternalLink>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
