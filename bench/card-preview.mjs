/**
 * The card link's preview picture as the Worker draws it in workerd (`wrangler dev` on the built site): the
 * time from request to the whole PNG, and its size. Each sample is a card of its own (a fresh result id in
 * the same card), so none is answered from the cache; the first, which starts the WASM, is reported apart.
 * `node bench/card-preview.mjs` runs it alone on an existing dist/.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCAL_DEVELOPMENT_VARS, OFFLINE_WRANGLER_ENV } from '../scripts/wrangler.mjs'
import { median } from './lighthouse-audit.mjs'

export const CARD_PREVIEW_BUDGET = { path: '/c/{code}/card.png', medianMs: 1000, bytes: 300_000 }
const SAMPLES = 7
const port = Number(process.env.BENCH_EDGE_PORT ?? 4320)
const origin = `http://localhost:${port}`

/** A card link's code (format 2), for a real card with a sharer's name; its bytes 2-17 are the result id. */
const CODE =
  'AgBvHCqei01OKpxxP14tihsAAUNDZBEyMjJTESEABAgKCAUHnQKo5YXYBhVCZWhhdmlvdXJhbCBFY29ub21pY3MGU8O4cmVuo2c'

/** The same card under another random version-4 result id, checksummed again as the format wants. */
function freshCode() {
  const bytes = Buffer.from(CODE, 'base64url')
  const id = crypto.getRandomValues(new Uint8Array(16))
  id[6] = (id[6] & 0x0f) | 0x40
  id[8] = (id[8] & 0x3f) | 0x80
  bytes.set(id, 2)
  let [sum1, sum2] = [0, 0]
  for (const byte of bytes.subarray(0, bytes.length - 2)) {
    sum1 = (sum1 + byte) % 255
    sum2 = (sum2 + sum1) % 255
  }
  bytes[bytes.length - 2] = sum2
  bytes[bytes.length - 1] = sum1
  return bytes.toString('base64url')
}

async function waitUntilServing(server) {
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error('wrangler dev stopped before serving')
    try {
      if ((await fetch(`${origin}/`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`wrangler dev did not answer on ${origin} within two minutes`)
}

async function drawOnce() {
  const started = performance.now()
  const response = await fetch(`${origin}/c/${freshCode()}/card.png`)
  const bytes = (await response.arrayBuffer()).byteLength
  if (!response.ok || response.headers.get('content-type') !== 'image/png')
    throw new Error(`The preview picture failed: ${response.status}`)
  return { ms: Math.round(performance.now() - started), bytes }
}

/** `{ firstMs, medianMs, samplesMs, bytes }` for the picture drawn from the built site in `dist`. */
export async function measureCardPreview(dist) {
  const state = await mkdtemp(join(tmpdir(), 'bench-edge-'))
  const args = ['dev', '--local', '--assets', dist, '--port', String(port)]
  // Local development, as the edge tests and the room bench run: addresses are hashed without the secret salt
  // a deployment has (without it the Worker refuses to draw, answering 429).
  args.push('--inspector-port', String(port + 1000), '--persist-to', state, ...LOCAL_DEVELOPMENT_VARS)
  const server = spawn(process.execPath, [resolve('node_modules/.bin/wrangler'), ...args], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    stdio: 'ignore',
  })
  try {
    await waitUntilServing(server)
    const first = await drawOnce()
    const samples = []
    for (let index = 0; index < SAMPLES; index++) samples.push(await drawOnce())
    return {
      firstMs: first.ms,
      medianMs: median(samples.map((sample) => sample.ms)),
      samplesMs: samples.map((sample) => sample.ms),
      bytes: Math.max(...samples.map((sample) => sample.bytes)),
    }
  } finally {
    server.kill('SIGTERM')
    await rm(state, { recursive: true, force: true })
  }
}

/** The budget's checks, in the report's form; a run without the measurement fails them unless partial. */
export function cardPreviewChecks(measured, { partial = false } = {}) {
  if (!measured && partial) return []
  const { path, medianMs, bytes } = CARD_PREVIEW_BUDGET
  const check = (name, actual, max, extra = {}) => ({
    route: path,
    name,
    actual,
    max,
    ...extra,
    pass: actual != null && actual <= max,
  })
  return [
    check('preview picture drawn (median ms)', measured?.medianMs ?? null, medianMs, {
      detail: measured ? `first ${measured.firstMs} ms` : undefined,
    }),
    check('preview picture (bytes)', measured?.bytes ?? null, bytes),
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measured = await measureCardPreview('dist')
  console.log(JSON.stringify(measured))
  const failed = cardPreviewChecks(measured).filter((check) => !check.pass)
  process.exitCode = failed.length ? 1 : 0
}
