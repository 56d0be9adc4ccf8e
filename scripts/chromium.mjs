/**
 * How every tool here launches Chromium: Debian's build when it is installed (or CHROMIUM_PATH), with
 * the flags that keep it off the network; otherwise Playwright's own browser.
 */
import { existsSync } from 'node:fs'

export const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The Chromium binary to use, or undefined to let Playwright pick its own. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined
}

export function chromiumLaunchOptions() {
  const executablePath = chromiumPath()
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS }
}
