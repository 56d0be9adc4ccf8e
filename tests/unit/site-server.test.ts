import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/** A small built site: the host files, two pages, the 404 page and one hashed asset. */
function siteFiles(build: string): Record<string, string> {
  return {
    _headers: '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, immutable\n',
    _redirects: '/about /about/ 200\n',
    'index.html': `<h1>Home of build ${build}</h1>`,
    'about/index.html': `<h1>About, build ${build}</h1>`,
    '404.html': '<h1>Page not found</h1>',
    [`assets/app-${build}.js`]: `console.log('${build}')`,
    'media/loop.webm': 'x'.repeat(2_000_000),
  }
}

async function writeSite(folder: string, build: string) {
  for (const [name, text] of Object.entries(siteFiles(build))) {
    await mkdir(dirname(join(folder, name)), { recursive: true })
    await writeFile(join(folder, name), text)
  }
}

let server: ChildProcess | undefined
const folders: string[] = []

afterEach(async () => {
  server?.kill()
  server = undefined
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** `npm run serve` on a copy of the small site: the server in its own process, as a visitor runs it. */
async function serveSite(): Promise<{ folder: string; origin: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'site-server-'))
  folders.push(parent)
  const folder = join(parent, 'dist')
  await writeSite(folder, 'one')
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, SITE_DIR: folder, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  server = child
  const line = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (data) => resolve(String(data))),
  )
  return { folder, origin: /http:\/\/localhost:\d+/.exec(line)![0] }
}

const running = () => server?.exitCode === null && server.signalCode === null

async function get(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5_000), redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/** A request exactly as written, path and all, which fetch would have tidied; resolves when answered. */
function raw(origin: string, path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(origin)
  return new Promise<number>((resolve) => {
    const sent = httpRequest({ host: 'localhost', port, path, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', () => resolve(0))
    })
    sent.on('error', () => resolve(0))
    sent.setTimeout(5_000, () => sent.destroy())
    sent.end()
  })
}

describe('the site server (npm start, npm run serve)', () => {
  it('answers a file deleted under it with its 404 page, and goes on serving pages', async () => {
    const { folder, origin } = await serveSite()
    expect(await get(origin, '/assets/app-one.js')).toMatchObject({ status: 200 })

    await rm(join(folder, 'assets/app-one.js'))
    expect(await get(origin, '/assets/app-one.js')).toEqual({ status: 404, body: '<h1>Page not found</h1>' })
    expect(await get(origin, '/about')).toEqual({ status: 200, body: '<h1>About, build one</h1>' })

    // Even without its 404 page, a missing file is a plain 404.
    await rm(join(folder, '404.html'))
    expect((await get(origin, '/assets/gone.js')).status).toBe(404)
    expect((await get(origin, '/')).status).toBe(200)
    expect(running()).toBe(true)
  })

  it('serves the new folder once the folder is swapped under it (a redeploy)', async () => {
    const { folder, origin } = await serveSite()
    expect(await get(origin, '/')).toEqual({ status: 200, body: '<h1>Home of build one</h1>' })

    await rename(folder, `${folder}-old`)
    expect((await get(origin, '/')).status).toBe(404)
    await writeSite(folder, 'two-is-longer')

    expect(await get(origin, '/')).toEqual({ status: 200, body: '<h1>Home of build two-is-longer</h1>' })
    expect(await get(origin, '/about')).toEqual({ status: 200, body: '<h1>About, build two-is-longer</h1>' })
    expect((await get(origin, '/assets/app-two-is-longer.js')).status).toBe(200)
    expect((await get(origin, '/assets/app-one.js')).status).toBe(404)
    expect(running()).toBe(true)
  })

  it('outlives requests that are malformed or hostile', async () => {
    const { origin } = await serveSite()
    const answers = [
      await raw(origin, '/%'),
      await raw(origin, '/%E0%A4%A'),
      await raw(origin, '/%00'),
      await raw(origin, '/../../../etc/passwd'),
      await raw(origin, '/..%2f..%2f..%2fetc%2fpasswd'),
      await raw(origin, '/_headers'),
      await raw(origin, `/${'a'.repeat(8_000)}`),
      await raw(origin, 'http://[/'),
      await raw(origin, '/assets/app-one.js', { Range: 'bytes=999-' }),
    ]
    expect(answers.every((status) => status >= 400 && status < 500)).toBe(true)
    expect(await raw(origin, '/assets/app-one.js', { Range: 'bytes=5-2' })).toBe(200)
    expect(await raw(origin, '/assets/app-one.js', { Range: 'bytes=0-6' })).toBe(206)
    expect(await get(origin, '/')).toEqual({ status: 200, body: '<h1>Home of build one</h1>' })
    expect(running()).toBe(true)
  })

  it.skipIf(!existsSync('/proc/self/fd'))('keeps no file open for clients that hang up', async () => {
    const { origin } = await serveSite()
    const openFiles = async () => (await readdir(`/proc/${server!.pid}/fd`)).length
    await get(origin, '/')
    const before = await openFiles()
    const { port } = new URL(origin)
    // Dropped at once, before any answer, and part way through a long one.
    for (let wait = 0; wait < 60; wait++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), 'localhost', () => {
          socket.write('GET /media/loop.webm HTTP/1.1\r\nHost: localhost\r\n\r\n')
          setTimeout(() => resolve(void socket.destroy()), wait % 4)
        })
        socket.on('error', () => resolve())
      })
    }
    await expect.poll(openFiles, { timeout: 5_000 }).toBeLessThanOrEqual(before)
    expect(await get(origin, '/')).toEqual({ status: 200, body: '<h1>Home of build one</h1>' })
  })
})
