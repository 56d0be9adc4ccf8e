/**
 * Renders the home hero's background loop (WebM, MP4) and its poster from a canvas drawing in headless
 * Chromium, then encodes them with ffmpeg. Run by hand when the look changes
 * (`node scripts/make-home-media.mjs`; needs ffmpeg on the PATH); the files in public/media/ are committed.
 * Every moving part completes whole cycles over the loop, so the last frame runs seamlessly into the first.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const WIDTH = 1280
const HEIGHT = 720
const FPS = 24
const SECONDS = 10
const FRAMES = FPS * SECONDS
const OUT = 'public/media'

/** Draws frame `index` of `count` on a canvas; runs in the page. */
function drawFrame({ index, count, width, height }) {
  const canvas =
    document.querySelector('canvas') ?? document.body.appendChild(document.createElement('canvas'))
  canvas.width = width
  canvas.height = height
  const g = canvas.getContext('2d')
  const t = (index / count) * Math.PI * 2
  g.fillStyle = '#070a14'
  g.fillRect(0, 0, width, height)

  // Soft glows drifting on closed paths, in the brand's iris and sun.
  const glows = [
    { x: 0.78, y: 0.2, r: 0.55, dx: 0.06, dy: 0.08, k: 1, color: '99,85,245', alpha: 0.55 },
    { x: 0.58, y: 0.75, r: 0.42, dx: 0.08, dy: 0.05, k: 2, color: '74,62,224', alpha: 0.4 },
    { x: 0.95, y: 0.85, r: 0.35, dx: 0.05, dy: 0.06, k: 1, color: '255,176,32', alpha: 0.22 },
    { x: 0.12, y: 1.05, r: 0.4, dx: 0.05, dy: 0.03, k: 1, color: '255,176,32', alpha: 0.14 },
  ]
  g.globalCompositeOperation = 'lighter'
  for (const [i, glow] of glows.entries()) {
    const x = (glow.x + glow.dx * Math.sin(glow.k * t + i)) * width
    const y = (glow.y + glow.dy * Math.cos(glow.k * t + i * 2)) * height
    const radius = glow.r * width
    const gradient = g.createRadialGradient(x, y, 0, x, y, radius)
    gradient.addColorStop(0, `rgba(${glow.color},${glow.alpha})`)
    gradient.addColorStop(1, `rgba(${glow.color},0)`)
    g.fillStyle = gradient
    g.fillRect(0, 0, width, height)
  }
  g.globalCompositeOperation = 'source-over'

  // Orbits of thoughts: rings of points, each ring turning a whole number of its own steps per loop.
  const cx = width * 0.74
  const cy = height * 0.48
  const rings = [
    { r: 0.1, n: 5, turns: 1, size: 3.2 },
    { r: 0.17, n: 8, turns: -1, size: 2.8 },
    { r: 0.25, n: 12, turns: 1, size: 2.4 },
    { r: 0.34, n: 16, turns: -1, size: 2 },
    { r: 0.44, n: 20, turns: 1, size: 1.8 },
  ]
  for (const [ringIndex, ring] of rings.entries()) {
    const radius = ring.r * width
    g.strokeStyle = 'rgba(185,191,214,0.10)'
    g.lineWidth = 1.2
    g.beginPath()
    g.arc(cx, cy, radius, 0, Math.PI * 2)
    g.stroke()
    const turn = (ring.turns * t) / ring.n
    for (let i = 0; i < ring.n; i += 1) {
      const angle = (i / ring.n) * Math.PI * 2 + turn + ringIndex
      const px = cx + Math.cos(angle) * radius
      const py = cy + Math.sin(angle) * radius
      const pulse = 0.5 + 0.5 * Math.sin(t * 2 + i * 1.7 + ringIndex)
      const lit = i % 4 === ringIndex % 4
      g.fillStyle = lit
        ? `rgba(255,196,77,${0.55 + 0.45 * pulse})`
        : `rgba(233,231,255,${0.25 + 0.35 * pulse})`
      g.beginPath()
      g.arc(px, py, ring.size * (lit ? 1.6 : 1), 0, Math.PI * 2)
      g.fill()
    }
  }

  // A sweeping arc, the "question" that crosses the orbits.
  g.strokeStyle = 'rgba(141,131,255,0.35)'
  g.lineWidth = 2
  g.beginPath()
  g.arc(cx, cy, width * 0.3, t, t + Math.PI * 0.35)
  g.stroke()
  return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length)
}

const frames = await mkdtemp(join(tmpdir(), 'home-media-'))
const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage()
for (let index = 0; index < FRAMES; index += 1) {
  const png = await page.evaluate(drawFrame, { index, count: FRAMES, width: WIDTH, height: HEIGHT })
  await writeFile(join(frames, `${String(index).padStart(4, '0')}.png`), Buffer.from(png, 'base64'))
}
await browser.close()

await mkdir(OUT, { recursive: true })
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, '%04d.png')]
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
  join(OUT, 'home-hero.webm'),
])
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libx264', '-crf', '27', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-an'],
  ...['-movflags', '+faststart'],
  join(OUT, 'home-hero.mp4'),
])
// The poster is the loop's first frame, so the switch from poster to video is invisible.
execFileSync('ffmpeg', [
  '-y',
  ...['-loglevel', 'error', '-i', join(frames, '0000.png')],
  ...['-c:v', 'libwebp', '-quality', '72', '-frames:v', '1'],
  join(OUT, 'home-hero-poster.webp'),
])
await rm(frames, { recursive: true })
console.log(`Hero loop and poster written to ${OUT}/`)
