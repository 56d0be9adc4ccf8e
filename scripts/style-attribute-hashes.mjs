/**
 * The CSP hashes of the style attributes in prerendered pages. Pages are HTML before the app runs, so their
 * style attributes need the policy's leave (style-src-attr); once the app runs it sets styles through the
 * CSSOM, which needs none.
 */
import { createHash } from 'node:crypto'

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g
// The characters React escapes in attribute values.
const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

const decode = (value) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity])

/** Every distinct style attribute value in the documents, as sorted `sha256-…` sources. */
export function styleAttributeHashes(documents) {
  const values = new Set(
    documents.flatMap((html) => [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => decode(match[1]))),
  )
  return [...values].sort().map((value) => `sha256-${createHash('sha256').update(value).digest('base64')}`)
}
