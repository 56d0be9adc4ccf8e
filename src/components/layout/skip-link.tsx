import { navCopy } from '../../content/nav'

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-pill bg-ink-950 px-5 py-3 font-semibold text-white shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {navCopy.skipLink}
    </a>
  )
}
