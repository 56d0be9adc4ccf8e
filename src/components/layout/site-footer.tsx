import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { footerColumns, footerCopy } from '../../content/nav'
import { site } from '../../content/site'
import { useWorkshopMode } from '../../state/workshop-atoms'
import { Wordmark } from './logo'

interface SiteFooterProps {
  /** Extra actions for the bottom row, such as installing the app. */
  actions?: ReactNode
}

/** The site's footer; in workshop mode only its last line, so attendees have no way off MojoMe. */
export function SiteFooter({ actions }: SiteFooterProps) {
  const inWorkshop = useWorkshopMode().status === 'on'
  return (
    <footer className="on-dark bg-ink-950 text-ink-300">
      {!inWorkshop && (
        <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)] md:py-20">
          <div className="max-w-xs">
            <Wordmark tone="dark" />
            <p className="mt-5 text-[0.9375rem] leading-relaxed">{footerCopy.blurb}</p>
            <p className="mt-3 font-display text-lg font-semibold text-white">{site.motto}</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-sans text-xs font-bold tracking-[0.14em] text-ink-400 uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={link.name}>
                    <Link
                      to={link.to}
                      className="inline-block py-1.5 text-[0.9375rem] text-ink-200 transition-colors hover:text-white"
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. {footerCopy.rights}
          </p>
          {!inWorkshop && actions}
        </div>
      </div>
    </footer>
  )
}
