import type { ReactNode } from 'react'
import type { Hero } from '../../content/types'
import { CtaLink } from './cta-link'
import { HeroArtPart } from './hero-art-part'

interface PageHeroProps {
  hero: Hero
  /** Extra content under the calls to action, such as a list of promises. */
  children?: ReactNode
  /**
   * Media behind a dark hero, such as a background video; it positions itself inside the section
   * (which is its own stacking context) and should sit at -z-10.
   */
  background?: ReactNode
}

/** The first screen of a page: eyebrow, the page's h1, an intro and its calls to action. */
export function PageHero({ hero, children, background }: PageHeroProps) {
  const dark = hero.tone === 'dark'
  return (
    <section
      aria-labelledby="page-title"
      className={
        dark
          ? 'on-dark hero-mesh relative isolate overflow-hidden pt-[calc(var(--spacing-bar)+4rem)] pb-24 text-white md:pt-[calc(var(--spacing-bar)+7rem)] md:pb-36'
          : 'relative isolate overflow-hidden bg-white pt-[calc(var(--spacing-bar)+3rem)] pb-16 md:pt-[calc(var(--spacing-bar)+5rem)] md:pb-24'
      }
    >
      {dark && background}
      {dark && <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />}
      {!dark && (
        <div
          aria-hidden="true"
          className="absolute -top-40 right-[-10rem] -z-10 size-[36rem] rounded-full bg-iris-100 blur-3xl"
        />
      )}
      <div
        className={`container-page grid items-center gap-16 ${hero.art ? 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]' : ''}`}
      >
        <div className="max-w-3xl">
          {hero.eyebrow && (
            <p
              className={
                dark
                  ? 'mb-6 inline-flex items-center gap-2 rounded-pill bg-sun-500 px-3.5 py-1.5 text-xs font-bold tracking-[0.14em] text-ink-950 uppercase'
                  : 'mb-5 inline-flex items-center gap-2 rounded-pill bg-iris-50 px-3.5 py-1.5 text-xs font-bold tracking-[0.14em] text-iris-700 uppercase ring-1 ring-iris-100'
              }
            >
              {hero.eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            tabIndex={-1}
            className={`text-display font-bold outline-none ${dark ? 'text-white' : 'text-ink-950'}`}
          >
            {hero.title}
          </h1>
          <p className={`mt-6 max-w-2xl text-lead ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{hero.intro}</p>
          {hero.actions.length > 0 && (
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {hero.actions.map((action) => (
                <CtaLink key={action.label} action={action} />
              ))}
            </div>
          )}
          {children}
        </div>
        {hero.art && <HeroArtPart art={hero.art} />}
      </div>
    </section>
  )
}
