import type { ResourceCategoryId } from './resource-categories'
import type { CallToAction, Hero } from './types'
import { heroArt } from './hero-art'

export const resourcesHero: Hero = {
  eyebrow: 'Resources',
  title: 'Learn to think with AI',
  intro:
    'A hand-picked library of essays, talks, courses and podcasts from the people shaping how we work with AI. Search it, filter it by source, and share what you find.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' },
    { label: 'Explore Workshops', to: '/workshops', variant: 'secondary' },
  ],
  tone: 'light',
  art: heroArt.shelf,
}

/** The glyph a resource card shows beside its category. */
export type ResourceIcon = 'guide' | 'paper' | 'profile' | 'newsletter' | 'play' | 'course' | 'microphone'

export interface Resource {
  title: string
  description: string
  url: string
  icon: ResourceIcon
  /** The category's display name, shown on the card. */
  category: string
  categoryId: ResourceCategoryId
}

export const resourceCategoryLabels: Record<ResourceCategoryId, string> = {
  official: 'Official Guides',
  linkedin: 'LinkedIn',
  substack: 'Substack',
  video: 'Videos',
  courses: 'Courses',
  podcasts: 'Podcasts',
}

export const resourceLibraryCopy = {
  eyebrow: 'The library',
  heading: 'Essays, talks, courses and podcasts',
  intro: 'Every link opens the original source in a new tab. Nothing here is behind a paywall of ours.',
  searchLabel: 'Search resources',
  searchPlaceholder: 'Search by topic, e.g. prompting',
  filtersLabel: 'Filter by category',
  allLabel: 'All Resources',
  /** Screen-reader text after each filter's count. */
  countSuffix: 'resources',
  visit: 'Visit Resource',
  /** The link's full name: the visible words first, then which resource and that it opens a new tab. */
  visitLabel: (title: string) => `Visit Resource: ${title} (opens in a new tab)`,
  emptyTitle: 'No resources found',
  emptyText: 'Try adjusting your search or filter criteria',
  clearFilters: 'Show all resources',
  /** The live region's sentence after every search or filter change. */
  resultCount: (count: number) => (count === 1 ? 'Showing 1 resource' : `Showing ${count} resources`),
} as const

export const resourcesNextSteps: { heading: string; text: string; actions: readonly CallToAction[] } = {
  heading: 'Reading is step one. Thinking is step two.',
  text: 'Find out how you think with MojoMe, then bring your team to a workshop that turns ideas into habits.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'accent' },
    { label: 'Explore Workshops', to: '/workshops', variant: 'on-dark' },
  ],
}
