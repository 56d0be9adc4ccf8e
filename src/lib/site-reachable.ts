/**
 * Whether this site's server answers at all. `navigator.onLine` says only that the device has a network; a
 * venue's Wi-Fi with no way out says so too. A HEAD request goes past the HTTP cache and past the service
 * worker, whose routes answer GET alone, so only the server can answer it.
 */
export async function siteReachable(): Promise<boolean> {
  if (!navigator.onLine) return false
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store', credentials: 'omit' })
    return true
  } catch {
    return false
  }
}
