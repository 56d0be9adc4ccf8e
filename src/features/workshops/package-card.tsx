import { CtaLink } from '../../components/ui/cta-link'
import { Icon } from '../../components/ui/icon'
import { packagesCopy, type WorkshopPackage } from '../../content/workshops/packages'

/** One standard package: name, facts, description, features, audience and 'Get Started'. */
export function PackageCard({ pack, headingId }: { pack: WorkshopPackage; headingId: string }) {
  const facts = [
    [packagesCopy.duration, pack.duration],
    [packagesCopy.participants, pack.participants],
  ] as const
  return (
    <article
      id={pack.id}
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-card p-7 ${
        pack.popular
          ? 'bg-ink-900 text-white shadow-lift ring-2 ring-iris-500 lg:-my-4 lg:py-11'
          : 'bg-white shadow-card ring-1 ring-ink-100'
      }`}
    >
      {pack.popular && (
        <p className="absolute -top-3.5 left-7 rounded-pill bg-sun-500 px-3 py-1 text-xs font-bold tracking-[0.12em] text-ink-950 uppercase">
          {packagesCopy.popular}
        </p>
      )}
      <h3 id={headingId} className={`text-title font-bold ${pack.popular ? 'text-white' : 'text-ink-950'}`}>
        {pack.name}
      </h3>
      <p
        className={`mt-1 font-display text-4xl font-bold ${pack.popular ? 'text-sun-400' : 'text-iris-700'}`}
      >
        <span className="sr-only">{packagesCopy.price}: </span>
        {pack.price}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className={`rounded-xl px-3 py-2 ${pack.popular ? 'bg-white/10' : 'bg-ink-50'}`}>
            <dt className={pack.popular ? 'text-ink-300' : 'text-ink-500'}>{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-5 ${pack.popular ? 'text-ink-200' : 'text-ink-600'}`}>{pack.description}</p>
      <ul aria-label={packagesCopy.featuresLabel} className="mt-5 grid gap-2.5">
        {pack.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Icon
              name="check"
              strokeWidth={3}
              className={`mt-1 size-4 shrink-0 ${pack.popular ? 'text-sun-400' : 'text-mint-600'}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      <p
        className={`mt-6 border-t pt-5 text-sm ${pack.popular ? 'border-white/15 text-ink-200' : 'border-ink-100 text-ink-600'}`}
      >
        <strong className={pack.popular ? 'text-white' : 'text-ink-950'}>{packagesCopy.idealFor}: </strong>
        {pack.idealFor}
      </p>
      <div className={`mt-auto pt-7 ${pack.popular ? 'on-dark' : ''}`}>
        <CtaLink
          size="md"
          action={{
            label: packagesCopy.getStarted,
            to: '/intake',
            variant: pack.popular ? 'accent' : 'primary',
          }}
        />
      </div>
    </article>
  )
}
