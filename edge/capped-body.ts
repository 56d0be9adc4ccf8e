import { drainReader } from './drain-body'

/**
 * A request's body, read whole but at most `cap` bytes of it: the room object answers some requests without
 * reading their body, which a body still streaming from the Worker would turn into an error. Reading one
 * byte past a limit is enough for the object to refuse the body as too large.
 */
export async function cappedBody(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(chunk.value)
      size += chunk.value.byteLength
      if (size > cap) {
        await drainReader(reader, size)
        break
      }
    }
  }
  const body = new Uint8Array(Math.min(size, cap))
  let offset = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, body.length - offset)
    body.set(part, offset)
    offset += part.length
  }
  return body
}
