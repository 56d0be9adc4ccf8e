import type { HeroArt } from '../../content/types'
import { HeroCardStack } from './hero-card-stack'

/**
 * The decorative picture beside a hero's text, hidden from assistive technology. A picture is lazy so that
 * phones, where it is not displayed, never download it, and so that it never competes with the first paint;
 * its width and height reserve its box before it arrives.
 */
export function HeroArtPicture({ art }: { art: HeroArt }) {
  if (art.kind === 'card-stack') {
    return (
      // Scaled down on phones: the fanned cards are wider than a phone's column at full size.
      <div className={art.onSmallScreens ? 'h-[22rem] sm:h-auto' : 'hidden lg:block'}>
        <div className={art.onSmallScreens ? 'origin-top scale-[0.8] sm:scale-100' : undefined}>
          <HeroCardStack />
        </div>
      </div>
    )
  }
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt=""
      loading="lazy"
      decoding="async"
      className="hidden h-auto w-full select-none lg:block"
    />
  )
}
