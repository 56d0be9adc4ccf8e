import { createRootRoute, HeadContent } from '@tanstack/react-router'
import { Suspense } from 'react'
import { PageOutlet } from '../components/layout/page-outlet'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { SkipLink } from '../components/layout/skip-link'
import { ToastRegion } from '../components/layout/toast-region'
import { InstallButton } from '../features/pwa/install-button'
import { IosInstallHintSlot } from '../features/pwa/ios-install-hint-slot'
import { OfflineIndicator } from '../features/pwa/offline-indicator'
import { OfflineStatus } from '../features/pwa/offline-status'
import { UpdateToast } from '../features/pwa/update-toast'

export const Route = createRootRoute({
  component: SiteLayout,
})

/**
 * The site's frame. The header, the page and the footer are each a Suspense boundary: React hydrates them
 * one after another, yielding to the browser in between (and first whichever the visitor touches), instead
 * of hydrating the whole page in one long task. The page's <title> and meta tags, rendered here, are hoisted by
 * React into the document's <head>.
 */
function SiteLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <Suspense>
        <SiteHeader
          menuExtras={<InstallButton variant="secondary" size="lg" />}
          workshopStatus={<OfflineStatus />}
        />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        <PageOutlet />
      </main>
      <Suspense>
        <SiteFooter actions={<InstallButton variant="on-dark" />} />
      </Suspense>
      <ToastRegion />
      <UpdateToast />
      <OfflineIndicator />
      <IosInstallHintSlot />
    </>
  )
}
