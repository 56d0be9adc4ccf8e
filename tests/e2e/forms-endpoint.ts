import { createServer, type IncomingHttpHeaders } from 'node:http'

/** One POST the endpoint received, and what it answered. */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders
  body: { id?: string; kind?: string; createdAt?: string; fields?: Record<string, unknown> }
  status: number
}

export interface FormsEndpoint {
  url: string
  /** Every POST so far, in order. */
  received: ReceivedRequest[]
  /** The status the next POSTs get (200 by default; set 500 to play a failing endpoint). */
  answer: number
  /** The JSON `error` code an error answer carries, as the real endpoint's refusals do ('' for none). */
  refusal: string
  /** POSTs that were answered with a 2xx, by idempotency key: what "delivered" means. */
  deliveredCount(key: string): number
  reset(): void
  close(): Promise<void>
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'content-type, idempotency-key',
  'Access-Control-Max-Age': '600',
}

/** A real local HTTP forms endpoint that records what it receives; answers CORS preflights like a real one. */
export async function startFormsEndpoint(port = 0): Promise<FormsEndpoint> {
  const endpoint: FormsEndpoint = {
    url: '',
    received: [],
    answer: 200,
    refusal: '',
    deliveredCount: (key) =>
      endpoint.received.filter(
        (request) =>
          request.headers['idempotency-key'] === key && request.status >= 200 && request.status < 300,
      ).length,
    reset() {
      endpoint.received.length = 0
      endpoint.answer = 200
      endpoint.refusal = ''
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: ReceivedRequest['body'] = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        // Recorded as an empty body; the test then fails on its content.
      }
      const status = endpoint.answer
      endpoint.received.push({ headers: req.headers, body, status })
      res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' })
      const error = status >= 400 && endpoint.refusal ? { error: endpoint.refusal } : {}
      res.end(JSON.stringify({ ok: status < 300, ...error }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, resolve))
  const address = server.address()
  endpoint.url = `http://localhost:${typeof address === 'object' && address ? address.port : port}`
  return endpoint
}
