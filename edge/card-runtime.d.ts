// The parts of the Workers runtime the card previews use: HTMLRewriter, the Cache API's default cache, the
// execution context's waitUntil, and fonts bundled as Data modules (wrangler.jsonc's rules).

interface HTMLRewriterElement {
  setInnerContent(content: string, options?: { html?: boolean }): HTMLRewriterElement
  append(content: string, options?: { html?: boolean }): HTMLRewriterElement
  remove(): HTMLRewriterElement
}

declare class HTMLRewriter {
  on(selector: string, handlers: { element?(element: HTMLRewriterElement): void }): HTMLRewriter
  transform(response: Response): Response
}

interface CacheStorage {
  readonly default: Cache
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void
}

declare module '*.woff' {
  const data: ArrayBuffer
  // A Data module's bytes are its default export.
  // eslint-disable-next-line no-restricted-syntax
  export default data
}
