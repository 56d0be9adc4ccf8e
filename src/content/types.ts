import type { AppPath } from './pages'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'on-dark'

/** A call to action: an in-app route, or an external address that opens in a new tab. */
export type CallToAction =
  | { label: string; to: AppPath; hash?: string; variant: ButtonVariant }
  | { label: string; href: string; variant: ButtonVariant }

export interface Hero {
  eyebrow?: string
  title: string
  intro: string
  actions: readonly CallToAction[]
  /** Dark heroes sit under the transparent top bar; light ones under the solid bar. */
  tone: 'dark' | 'light'
}
