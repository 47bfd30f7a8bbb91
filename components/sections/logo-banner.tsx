import { clientLogos } from '@/lib/client-logos';

/** A seamless CSS loop of client logos: the list twice, the track shifted by half (globals.css). */
export function LogoBanner({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="logos-heading" className="pt-20">
      <h2 id="logos-heading" className="text-center text-sm font-semibold uppercase tracking-widest text-muted">
        {heading}
      </h2>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)]">
        <div className="logo-track flex w-max" data-testid="logo-track">
          {[0, 1].map((copy) => (
            <ul key={copy} className="flex shrink-0 items-center" aria-hidden={copy === 1 ? true : undefined}>
              {clientLogos.map((logo) => (
                <li key={logo.name} className="px-10">
                  {/* eslint-disable-next-line @next/next/no-img-element -- static SVG with fixed size */}
                  <img
                    src={logo.src}
                    alt={copy === 0 ? logo.name : ''}
                    width={logo.width}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className="h-10 w-auto opacity-80 dark:invert"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
