/** One element of a parsed SVG: its name, its attributes and its children. */
export interface SvgElement {
  name: string
  attributes: Record<string, string>
  children: SvgElement[]
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"<]*)"/g
/** Text between tags may only hold character references, never a stray `&`. */
const TEXT = /^(?:[^&]|&(?:#\d+|#x[\da-f]+|[a-z]+);)*$/i

/**
 * A strict little XML parser for the SVG files we draw ourselves: one root, balanced tags, quoted and
 * unrepeated attributes, no stray `<` or `&`. Throws with the reason when the markup is not well formed.
 */
export function parseSvgMarkup(markup: string): SvgElement {
  const stack: SvgElement[] = []
  let root: SvgElement | undefined
  for (const match of markup.matchAll(TOKEN)) {
    const [, closing, name, attributeText = '', selfClosing, text, stray] = match
    if (stray) throw new Error(`Stray "<" at ${match.index}`)
    if (text !== undefined) {
      if (!TEXT.test(text)) throw new Error(`Unescaped "&" at ${match.index}`)
      if (text.trim() && stack.length === 0) throw new Error(`Text outside the root at ${match.index}`)
      continue
    }
    if (!name) continue // a comment or a processing instruction
    if (closing) {
      const open = stack.pop()
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`)
      continue
    }
    const attributes: Record<string, string> = {}
    for (const [, key, value] of attributeText.matchAll(ATTRIBUTE)) {
      if (key! in attributes) throw new Error(`Repeated attribute ${key} on <${name}>`)
      attributes[key!] = value!
    }
    const element: SvgElement = { name, attributes, children: [] }
    const parent = stack.at(-1)
    if (parent) parent.children.push(element)
    else if (root) throw new Error(`A second root element <${name}>`)
    else root = element
    if (!selfClosing) stack.push(element)
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`)
  if (!root) throw new Error('No root element')
  return root
}

/** Every element of the tree, the root first. */
export function allElements(root: SvgElement): SvgElement[] {
  return [root, ...root.children.flatMap(allElements)]
}
