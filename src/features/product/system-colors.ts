import type { SystemColor } from '../../content/product/systems'

/** Tailwind classes for each system's accent: the selected card's fill, a swatch and a soft tint. */
export const systemColorClasses: Record<SystemColor, { selected: string; swatch: string; tint: string }> = {
  sun: { selected: 'bg-sun-500 text-ink-950', swatch: 'bg-sun-500', tint: 'bg-sun-100 text-ink-900' },
  ember: { selected: 'bg-ember-600 text-white', swatch: 'bg-ember-600', tint: 'bg-ember-100 text-ember-800' },
  iris: { selected: 'bg-iris-600 text-white', swatch: 'bg-iris-600', tint: 'bg-iris-100 text-iris-700' },
  mint: { selected: 'bg-mint-600 text-white', swatch: 'bg-mint-600', tint: 'bg-mint-100 text-ink-900' },
}
