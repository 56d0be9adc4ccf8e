/**
 * Builds the page's input holder (src/hold-input.ts) as a script of its own and names it in the head of
 * every page, before the app's entry: `async` and render-blocking, so it runs before the first paint
 * without holding up the parsing, and a tap on a painted button is kept even while the app's entry is
 * still on its way. It is bundled apart from the app, so that it is always one small file that imports
 * nothing: an import would be a second round trip before the first paint.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import type { OutputAsset } from 'rolldown'
import type { Plugin } from 'vite'

const HOLDER_SOURCE = fileURLToPath(new URL('../src/hold-input.ts', import.meta.url))
/** The app's entry, which Vite writes into the head; the holder goes just before it. */
const ENTRY_TAG = /<script type="module" crossorigin src="[^"]+"><\/script>/

async function bundleHolder(): Promise<string> {
  const bundle = await rolldown({ input: HOLDER_SOURCE, platform: 'browser' })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true })
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
      if (!ENTRY_TAG.test(html)) this.error('The entry script tag is missing from index.html')
      template.source = html.replace(
        ENTRY_TAG,
        (entry) =>
          `<script type="module" async blocking="render" crossorigin src="/${fileName}"></script>\n    ${entry}`,
      )
    },
  }
}
