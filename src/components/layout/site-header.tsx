import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { navCallToAction, navCopy, primaryNav, topBar } from '../../content/nav'
import { useHydrated } from '../../lib/use-hydrated'
import { useScrolledPast } from '../../lib/use-scrolled-past'
import { useWorkshopMode } from '../../state/workshop-atoms'
import { buttonClasses } from '../ui/button-styles'
import { Icon } from '../ui/icon'
import { Wordmark } from './logo'

interface SiteHeaderProps {
  /** Extra actions for the phone menu, such as installing the app. */
  menuExtras?: ReactNode
  /** Shown in workshop mode where the navigation would be, such as the offline status. */
  workshopStatus?: ReactNode
}

/**
 * The fixed top bar: transparent over the dark heroes until the page scrolls, solid everywhere else. In
 * workshop mode it keeps attendees on MojoMe: the logo leads there and the site's navigation is gone.
 */
export function SiteHeader({ menuExtras, workshopStatus }: SiteHeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const scrolled = useScrolledPast(topBar.solidAfterScrollPx)
  const hydrated = useHydrated()
  const inWorkshop = useWorkshopMode().status === 'on'
  const menu = useRef<HTMLDivElement>(null)
  const menuOpen = useMenuOpen()
  const overHero = topBar.transparentOn.includes(pathname)
  const solid = !overHero || scrolled || menuOpen

  // The browser closes the menu only on a tap outside or Escape; a followed link (the same page's too) and
  // any other change of page, Back included, close it as well.
  const closeMenu = () => menu.current?.hidePopover()
  // Not on hydration: a menu opened before the app ran stays open.
  const menuPage = useRef(pathname)
  useEffect(() => {
    if (menuPage.current === pathname) return
    menuPage.current = pathname
    menu.current?.hidePopover()
  }, [pathname])
  const linkTone = solid ? 'text-ink-700 hover:text-ink-950' : 'text-white/85 hover:text-white'

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 h-bar transition-[background-color,box-shadow] duration-300 ${
        solid
          ? 'bg-white/95 shadow-[0_1px_0_var(--color-ink-200)] backdrop-blur-md'
          : 'on-dark bg-transparent'
      }`}
    >
      <div className="container-page flex h-full items-center justify-between gap-6">
        <Link
          to={inWorkshop ? '/mojo-me' : '/'}
          aria-label={inWorkshop ? navCopy.workshopHomeLabel : navCopy.homeLabel}
          className="shrink-0 rounded-lg"
          onClick={closeMenu}
        >
          <Wordmark tone={solid ? 'light' : 'dark'} />
        </Link>
        {inWorkshop && workshopStatus}
        {!inWorkshop && (
          <>
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

            {/* A popover the browser opens and closes by itself (tap, Escape, tap outside), so the menu works
            before the app is live; the app only mirrors its state into the label and the bar. */}
            <button
              type="button"
              popoverTarget={MENU_ID}
              className={`inline-flex size-12 items-center justify-center rounded-full lg:hidden ${
                solid ? 'text-ink-900 hover:bg-ink-100' : 'text-white hover:bg-white/10'
              }`}
              aria-expanded={hydrated ? menuOpen : undefined}
              aria-label={menuOpen ? navCopy.closeMenu : navCopy.openMenu}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
            </button>
          </>
        )}
      </div>

      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-bar bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--spacing-bar))] w-full max-w-none overflow-y-auto border-0 border-t border-ink-200 bg-white p-0 text-ink-900 shadow-lift backdrop:top-bar backdrop:bg-ink-950/40 backdrop:backdrop-blur-[2px] lg:hidden"
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
          {/* An extra's action (installing) opens over the page, which the open menu would hide. */}
          <div onClickCapture={closeMenu} className="contents">
            {menuExtras}
          </div>
        </nav>
      </div>
    </header>
  )
}

const MENU_ID = 'site-menu'

/** Toggle events do not bubble, so the document hears them on their way down. */
function subscribeToToggles(onToggle: () => void): () => void {
  document.addEventListener('toggle', onToggle, { capture: true })
  return () => document.removeEventListener('toggle', onToggle, { capture: true })
}

/** Read from the browser, so an opening made before hydration counts too. */
function menuIsOpen(): boolean {
  return document.getElementById(MENU_ID)?.matches(':popover-open') ?? false
}

/** Whether the popover menu is open. */
function useMenuOpen(): boolean {
  return useSyncExternalStore(subscribeToToggles, menuIsOpen, () => false)
}
