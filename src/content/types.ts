import type { AppPath } from './pages'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'on-dark'

/** A call to action: an in-app route, or an external address that opens in a new tab. */
export type CallToAction =
  | { label: string; to: AppPath; hash?: string; variant: ButtonVariant }
  | { label: string; href: string; variant: ButtonVariant }

/** The decorative picture beside a hero's text; src/content/hero-art.ts lists them. */
export type HeroArt =
  /** An SVG under public/, drawn by scripts/make-hero-art.mjs; shown from the lg breakpoint up. */
  | { kind: 'image'; src: string; width: number; height: number }
  /** The toolkit's fanned card stack, drawn in CSS; `onSmallScreens` also shows it under the text. */
  | { kind: 'card-stack'; onSmallScreens: boolean }

export interface Hero {
  eyebrow?: string
  title: string
  intro: string
  actions: readonly CallToAction[]
  /** Dark heroes sit under the transparent top bar; light ones under the solid bar. */
  tone: 'dark' | 'light'
  /** What the page is about, as a picture beside the text; none leaves the text alone. */
  art?: HeroArt
}
