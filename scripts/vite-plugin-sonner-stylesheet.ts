/**
 * Keeps sonner from injecting its stylesheet as a <style> element when it loads, which the site's
 * Content-Security-Policy refuses (style-src 'self'). The toast region loads the same rules as a stylesheet
 * file instead (sonner/dist/styles.css, shipped in the package for exactly this).
 */
import type { Plugin } from 'vite'

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/
/** sonner's one top-level call that writes its CSS into the page. */
const INJECTION = /^__insertCSS\(".*"\);$/m

export function sonnerStylesheet(): Plugin {
  return {
    name: 'think-first:sonner-stylesheet',
    // The dev server has no CSP, and pre-bundles sonner where this hook does not reach.
    apply: 'build',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null
      // A new sonner that injects differently must fail the build, not reach visitors as a CSP violation.
      if (!INJECTION.test(code))
        this.error('sonner no longer injects its CSS as expected: update this plugin.')
      return { code: code.replace(INJECTION, ''), map: null }
    },
  }
}
