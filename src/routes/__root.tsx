import { createRootRoute, Outlet } from '@tanstack/react-router'
import { DocumentHead } from '../components/layout/document-head'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { SkipLink } from '../components/layout/skip-link'
import { ToastRegion } from '../components/layout/toast-region'
import { InstallButton } from '../features/pwa/install-button'
import { IosInstallHintSlot } from '../features/pwa/ios-install-hint-slot'
import { OfflineIndicator } from '../features/pwa/offline-indicator'
import { UpdateToast } from '../features/pwa/update-toast'

export const Route = createRootRoute({
  component: SiteLayout,
})

function SiteLayout() {
  return (
    <>
      <DocumentHead />
      <SkipLink />
      <SiteHeader menuExtras={<InstallButton variant="secondary" size="lg" />} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter actions={<InstallButton variant="on-dark" />} />
      <ToastRegion />
      <UpdateToast />
      <OfflineIndicator />
      <IosInstallHintSlot />
    </>
  )
}
