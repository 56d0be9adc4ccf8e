import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { navCallToAction, navCopy, primaryNav, topBar } from '../../content/nav'
import { useScrolledPast } from '../../lib/use-scrolled-past'
import { buttonClasses } from '../ui/button-styles'
import { Icon } from '../ui/icon'
import { Wordmark } from './logo'

interface SiteHeaderProps {
  /** Extra actions for the phone menu, such as installing the app. */
  menuExtras?: ReactNode
}

/** The fixed top bar: transparent over the dark heroes until the page scrolls, solid everywhere else. */
export function SiteHeader({ menuExtras }: SiteHeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const scrolled = useScrolledPast(topBar.solidAfterScrollPx)
  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const menuButton = useRef<HTMLButtonElement>(null)
  const overHero = topBar.transparentOn.includes(pathname)
  const solid = !overHero || scrolled || menuOpen

  useEffect(() => {
    if (!menuOpen) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpenOn(null)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const closeMenu = () => setMenuOpenOn(null)
  const linkTone = solid ? 'text-ink-700 hover:text-ink-950' : 'text-white/85 hover:text-white'

  return (
    <>
      {menuOpen && (
        // Dims the page under the open menu; a tap outside closes it (Escape does too). It sits outside
        // the header, whose backdrop filter would otherwise confine a fixed element to the bar.
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-bar bottom-0 z-30 bg-ink-950/40 backdrop-blur-[2px] lg:hidden"
          onClick={closeMenu}
        />
      )}
      <header
        data-solid={solid}
        className={`fixed inset-x-0 top-0 z-40 h-bar transition-[background-color,box-shadow] duration-300 ${
          solid
            ? 'bg-white/95 shadow-[0_1px_0_var(--color-ink-200)] backdrop-blur-md'
            : 'on-dark bg-transparent'
        }`}
      >
        <div className="container-page flex h-full items-center justify-between gap-6">
          <Link to="/" aria-label={navCopy.homeLabel} className="shrink-0 rounded-lg" onClick={closeMenu}>
            <Wordmark tone={solid ? 'light' : 'dark'} />
          </Link>

          <nav aria-label={navCopy.primaryLabel} className="hidden items-center gap-1 lg:flex">
            {primaryNav.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={`rounded-pill px-4 py-2 text-[0.9375rem] font-medium transition-colors ${linkTone} aria-[current=page]:font-semibold ${
                  solid ? 'aria-[current=page]:text-iris-700' : 'aria-[current=page]:text-white'
                }`}
              >
                {link.name}
              </Link>
            ))}
            <Link to={navCallToAction.to} className={`ml-3 ${buttonClasses(solid ? 'primary' : 'accent')}`}>
              {navCallToAction.name}
            </Link>
          </nav>

          <button
            ref={menuButton}
            type="button"
            className={`inline-flex size-12 items-center justify-center rounded-full lg:hidden ${
              solid ? 'text-ink-900 hover:bg-ink-100' : 'text-white hover:bg-white/10'
            }`}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? navCopy.closeMenu : navCopy.openMenu}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>

        <div
          id="site-menu"
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-bar))] overflow-y-auto border-t border-ink-200 bg-white shadow-lift lg:hidden"
        >
          <nav aria-label={navCopy.primaryLabel} className="container-page flex flex-col gap-1 py-5">
            {primaryNav.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={closeMenu}
                className="rounded-xl px-3 py-3.5 font-display text-xl font-semibold text-ink-900 hover:bg-ink-50 aria-[current=page]:text-iris-700"
              >
                {link.name}
              </Link>
            ))}
            <Link
              to={navCallToAction.to}
              onClick={closeMenu}
              className={`mt-3 ${buttonClasses('primary', 'lg')}`}
            >
              {navCallToAction.name}
            </Link>
            {menuExtras}
          </nav>
        </div>
      </header>
    </>
  )
}
