import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { SkipLink } from '../components/layout/skip-link'
import { ToastRegion } from '../components/layout/toast-region'
import { InstallButton } from '../features/pwa/install-button'
import { IosInstallHintSlot } from '../features/pwa/ios-install-hint-slot'
import { OfflineIndicator } from '../features/pwa/offline-indicator'
import { OfflineStatus } from '../features/pwa/offline-status'
import { UpdateToast } from '../features/pwa/update-toast'

/**
 * The link past the navigation (a plain link to #main), then the top bar, with the install action in its
 * phone menu and, in workshop mode, the offline status.
 */
export function SiteFrameHeader() {
  return (
    <>
      <SkipLink />
      <SiteHeader
        menuExtras={<InstallButton variant="secondary" size="lg" />}
        workshopStatus={<OfflineStatus />}
      />
    </>
  )
}

/** The footer, with the install action in its bottom row. */
export function SiteFrameFooter() {
  return <SiteFooter actions={<InstallButton variant="on-dark" />} />
}

/** What the site says over any page: toasts, the update offer, the offline note and the iOS install how-to. */
export function SiteFrameNotices() {
  return (
    <>
      <ToastRegion />
      <UpdateToast />
      <OfflineIndicator />
      <IosInstallHintSlot />
    </>
  )
}
