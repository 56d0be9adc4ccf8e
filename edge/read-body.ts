import { drainReader } from './drain-body'

/**
 * A request's body as UTF-8 text, or null as soon as it is larger than `maxBytes`: the rest is read off and
 * dropped, never kept. Throws on bytes that are not UTF-8.
 */
export async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length')) > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  let size = 0
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > maxBytes) {
      await drainReader(reader, size)
      return null
    }
    text += decoder.decode(chunk.value, { stream: true })
  }
  return text + decoder.decode()
}
