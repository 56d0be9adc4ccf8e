import { SectionIntro } from '../../components/ui/section-intro'
import { toolkitClaims } from '../../content/product'

/** The landing claims: 10X gains, 30-day money-back, two editions, global shipping, 'As seen at'. */
export function ToolkitClaims() {
  return (
    <section aria-labelledby="claims-title" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="claims-title" {...toolkitClaims} />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {toolkitClaims.claims.map((claim) => (
            <li key={claim.title} className="rounded-card bg-ink-50 p-6 ring-1 ring-ink-200 md:p-7">
              <p aria-hidden="true" className="font-display text-4xl font-bold tracking-tight text-iris-600">
                {claim.value}
              </p>
              <h3 className="mt-4 text-lg leading-snug font-bold text-ink-950">{claim.title}</h3>
              <p className="mt-2 text-[0.9375rem] text-ink-600">{claim.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center sm:gap-6">
          <p id="as-seen-at" className="text-xs font-bold tracking-[0.14em] text-ink-500 uppercase">
            {toolkitClaims.asSeenAtLabel}
          </p>
          <ul
            aria-labelledby="as-seen-at"
            className="flex flex-col items-center gap-2 sm:flex-row sm:gap-0 sm:divide-x sm:divide-ink-300"
          >
            {toolkitClaims.asSeenAt.map((name) => (
              <li
                key={name}
                className="font-display text-lg font-semibold text-ink-800 sm:px-6 sm:first:pl-0 sm:last:pr-0 md:text-xl"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
