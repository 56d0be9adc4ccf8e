import type { AppPath } from './pages'

export interface NavLink {
  name: string
  to: AppPath
}

/** The links of the fixed top bar, in order. */
export const primaryNav: readonly NavLink[] = [
  { name: 'Toolkit', to: '/product' },
  { name: 'Workshops', to: '/workshops' },
  { name: 'Resources', to: '/resources' },
  { name: 'Contact', to: '/contact' },
]

export const navCallToAction: NavLink = { name: 'Discover Your MojoMe', to: '/mojo-me' }

export const navCopy = {
  homeLabel: 'Think First, home',
  workshopHomeLabel: 'Think First, back to MojoMe',
  primaryLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipLink: 'Skip to content',
} as const

export interface FooterColumn {
  title: string
  links: readonly NavLink[]
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { name: 'Toolkit', to: '/product' },
      { name: 'Workshops', to: '/workshops' },
      { name: 'Workshop mode', to: '/workshop' },
      { name: 'Resources', to: '/resources' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About', to: '/about' },
      { name: 'Contact', to: '/contact' },
      { name: 'Privacy Policy', to: '/legal/privacy' },
    ],
  },
  {
    title: 'Get in Touch',
    links: [
      { name: 'Take the MojoMe assessment', to: '/mojo-me' },
      { name: 'Contact us', to: '/contact' },
    ],
  },
]

export const footerCopy = {
  blurb: 'We teach professionals and organisations to think with AI, not just prompt it.',
  navLabel: 'Footer',
  rights: 'All rights reserved.',
} as const

/** How the fixed top bar behaves. Its 100 px height is the `--spacing-bar` token. */
export const topBar = {
  solidAfterScrollPx: 50,
  transparentOn: ['/', '/workshops'] as readonly string[],
} as const
