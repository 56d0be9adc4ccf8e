import { navCopy } from '../../content/nav'

export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-pill bg-ink-950 px-5 py-3 font-semibold text-white shadow-lift transition-transform focus:translate-y-0"
    >
      {navCopy.skipLink}
    </a>
  )
}
