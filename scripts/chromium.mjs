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
/**
 * Debian's build of the same Chromium as its headless shell (package chromium-headless-shell), which is what
 * Playwright itself runs headless tests in: without the desktop browser's window around each page (and the
 * window's own renderers), the end-to-end suite takes about 40 % less time on a two-core machine.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium binary to use, or undefined to let Playwright pick its own. `headlessShell` asks for the
 * headless shell where it is installed (tests); the desktop browser otherwise (Lighthouse and the bench
 * measure it, and only it has Chromium's autofill).
 */
export function chromiumPath({ headlessShell = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (headlessShell && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined
}

/** Launch options for Playwright: see chromiumPath for `headlessShell`. */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const executablePath = chromiumPath({ headlessShell })
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS }
}
