/** Requests to the Worker under test, in the same runtime, as a browser or a phone on a network would send them. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import worker from '../../../edge/worker'

/** Any origin: the Worker answers by path. */
export const ORIGIN = 'https://thinkfirst.example'

let addressCount = 0
/** A client address of its own for each use, so one request never counts against another's limits. */
export function freshAddress(): string {
  addressCount++
  return `10.9.${Math.floor(addressCount / 250) % 250}.${addressCount % 250}`
}

/**
 * A request to the Worker, from a fresh address unless the headers name one. The Worker's handler is called
 * as the runtime calls it, not through `exports.default`: the test pool wraps that entry point's class anew on
 * every request, so each request through it is slower than the one before.
 */
export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', freshAddress())
  const context = createExecutionContext()
  const answer = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), env, context)
  await waitOnExecutionContext(context)
  return answer
}

export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, { headers })
}

/** POSTs `data` as JSON. */
export function post(path: string, data: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
}

/** An API refusal: its status, its error code, and a message a person can read. */
export async function expectError(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { error: string; message: string }
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
}
