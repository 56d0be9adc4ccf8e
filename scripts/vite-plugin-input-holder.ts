/**
 * Builds the page's input holder (src/start/hold-input.ts) as a script of its own and names it in every
 * page's head as a classic script just after the stylesheet. The parser runs it once the stylesheet has
 * arrived and only then parses the body: the holder catches taps from the first paint on, while the app's
 * entry is still on its way, and no element of the body is styled before the stylesheet. (While it was
 * `async`, Chromium at times styled the body with its defaults first, and the sections
 * `content-visibility: auto` leaves unrendered kept those until scrolled to: their buttons faded in from
 * link blue, which a contrast checker caught.) It is bundled apart from the app, so that it is always one
 * small file that imports nothing: an import would be a second round trip before the first paint.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import type { OutputAsset } from 'rolldown'
import type { Plugin } from 'vite'

const HOLDER_SOURCE = fileURLToPath(new URL('../src/start/hold-input.ts', import.meta.url))
/** The site's stylesheet, which Vite writes into the head; the holder goes just after it. */
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="[^"]+">/

async function bundleHolder(): Promise<string> {
  const bundle = await rolldown({ input: HOLDER_SOURCE, platform: 'browser' })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    if (output.length !== 1) throw new Error(`${HOLDER_SOURCE} must bundle into one file`)
    return output[0].code
  } finally {
    await bundle.close()
  }
}

export function inputHolder(): Plugin {
  return {
    name: 'think-first:input-holder',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const code = await bundleHolder()
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      const fileName = `assets/hold-input-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })

      const template = bundle['index.html'] as OutputAsset | undefined
      if (!template) this.error('index.html is missing from the client bundle')
      const html = String(template.source)
      if (!STYLESHEET_TAG.test(html)) this.error('The stylesheet link is missing from index.html')
      template.source = html.replace(
        STYLESHEET_TAG,
        (stylesheet) => `${stylesheet}\n    <script src="/${fileName}"></script>`,
      )
    },
  }
}
