import type { ToasterProps } from 'sonner'

/** Where sonner lays toasts out full width, as on phones (its own breakpoint). */
export const FULL_WIDTH_TOASTS = '(max-width: 600px)'

/**
 * The site's toasts, wherever they are mounted: rich colours, a close button, bottom right on a wide screen
 * and, on phones, coming down from under the top bar (at the bottom they would cover the button just pressed).
 */
export function siteToasterProps(phone: boolean): ToasterProps {
  return {
    richColors: true,
    closeButton: true,
    position: phone ? 'top-center' : 'bottom-right',
    mobileOffset: { top: 'calc(var(--spacing-bar) + 0.5rem)' },
  }
}
