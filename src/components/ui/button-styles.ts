import type { ButtonVariant } from '../../content/types'

/** Visual variants of buttons and button-like links, shared so every call to action looks the same. */
export type ButtonSize = 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold tracking-tight transition duration-200 ease-out-soft disabled:cursor-not-allowed disabled:opacity-50 active:translate-y-px'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-iris-600 text-white shadow-glow hover:bg-iris-700',
  accent: 'bg-sun-500 text-ink-950 hover:bg-sun-400',
  secondary: 'bg-white text-ink-900 ring-1 ring-ink-200 ring-inset hover:ring-ink-400',
  'on-dark': 'bg-white/10 text-white ring-1 ring-white/30 ring-inset backdrop-blur hover:bg-white/20',
}

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-[0.9375rem]',
  lg: 'min-h-13 px-7 text-base',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`
}
