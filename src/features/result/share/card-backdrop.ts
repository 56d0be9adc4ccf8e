import type { Ctx } from './canvas-kit'
import type { CardTheme } from '../../../domain/card/card-theme'

const RING_STEP = 34
const RING_FIRST = 140
const GLOW_STEPS = 16

/** A colour like "#6355f5" at this opacity. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255} / ${alpha})`
}

/** The opacity of each of GLOW_STEPS layers that stack up to `total` where all of them overlap. */
function stepAlpha(total: number): number {
  return 1 - (1 - total) ** (1 / GLOW_STEPS)
}

/**
 * The whole image's background, edge to edge (no transparent or white corners): the theme's base, its two
 * glows, and a "fingerprint" of broken rings round (cx, cy) whose breaks follow the ten scores, so every
 * card's pattern is its own.
 */
export function drawBackdrop(
  ctx: Ctx,
  width: number,
  height: number,
  theme: CardTheme,
  ring: { cx: number; cy: number; scores: readonly number[] },
) {
  ctx.fillStyle = theme.base
  ctx.fillRect(0, 0, width, height)

  const glows = [
    { x: width * 0.92, y: height * 0.06, radius: height * 0.62, ...theme.glows[0] },
    { x: width * 0.02, y: height * 0.72, radius: height * 0.5, ...theme.glows[1] },
  ]
  // Each glow is a stack of flat discs, not a smooth gradient: the browser dithers gradients into noise that
  // no PNG compresses (a smooth one made the story image 2 MB), and the contour bands echo the rings.
  for (const glow of glows) {
    ctx.fillStyle = withAlpha(glow.color, stepAlpha(glow.alpha))
    for (let step = 0; step < GLOW_STEPS; step++) {
      ctx.beginPath()
      ctx.arc(glow.x, glow.y, glow.radius * (1 - step / GLOW_STEPS), 0, Math.PI * 2)
      ctx.fill()
    }
  }

  const reach = Math.hypot(Math.max(ring.cx, width - ring.cx), Math.max(ring.cy, height - ring.cy))
  ctx.lineWidth = 3
  ctx.lineCap = 'round'
  ctx.strokeStyle = 'rgb(255 255 255 / 0.07)'
  const count = ring.scores.length || 1
  for (let index = 0, radius = RING_FIRST; radius < reach; index++, radius += RING_STEP) {
    const score = ring.scores[index % count] ?? 0
    const next = ring.scores[(index + 3) % count] ?? 0
    const start = (score / 100) * Math.PI * 2 + index * 0.7
    const gap = 0.3 + (next / 100) * 0.7
    ctx.beginPath()
    ctx.arc(ring.cx, ring.cy, radius, start + gap, start + Math.PI * 2)
    ctx.stroke()
  }

  // The foot darkens back towards the base in bands too, under the QR code and the address.
  const scrimTop = height * 0.72
  const bandHeight = (height - scrimTop) / GLOW_STEPS
  ctx.fillStyle = withAlpha(theme.base, stepAlpha(0.85))
  for (let step = 0; step < GLOW_STEPS; step++) ctx.fillRect(0, scrimTop + step * bandHeight, width, height)
}
