import type { ResourceCategoryId } from '../../content/resource-categories'

/** Each category's tint for its card badge and glyph, from the design tokens (AA on white). */
export const categoryStyle: Record<ResourceCategoryId, string> = {
  official: 'bg-iris-50 text-iris-700 ring-iris-100',
  linkedin: 'bg-ink-100 text-ink-700 ring-ink-200',
  substack: 'bg-ember-100 text-ember-800 ring-ember-100',
  video: 'bg-sun-100 text-ink-900 ring-sun-100',
  courses: 'bg-mint-100 text-ink-900 ring-mint-100',
  podcasts: 'bg-iris-100 text-iris-700 ring-iris-100',
}
