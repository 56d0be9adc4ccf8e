/**
 * Reading a request body to its end, even when its answer does not need it: an answer sent while a body is
 * still arriving leaves the connection it came on in the middle of that body, and the next request on it
 * fails (the local runtime's proxy then answers it 503). Past DRAIN_LIMIT_BYTES a body is cut off instead,
 * and one declared larger than that is cut off unread.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024

/** Reads and drops what is left of `reader`'s stream, up to the limit. */
export async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, read = 0): Promise<void> {
  let size = read
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > DRAIN_LIMIT_BYTES) return void (await reader.cancel())
    }
  } catch {
    // The sender went away: there is nothing left to read.
  }
}

/** Reads and drops a body no one read. */
export async function drainBody(request: Request): Promise<void> {
  // A body being read elsewhere (locked) is that reader's to finish.
  if (!request.body || request.bodyUsed || request.body.locked) return
  if (Number(request.headers.get('Content-Length')) > DRAIN_LIMIT_BYTES) return request.body.cancel()
  await drainReader(request.body.getReader())
}

/** The same request without its body (drained first), for what answers without one: the site's files. */
export async function withoutBody(request: Request): Promise<Request> {
  if (!request.body) return request
  await drainBody(request)
  return new Request(request.url, { method: request.method, headers: request.headers })
}
