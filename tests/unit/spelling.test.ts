import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs the lint's spelling check on `text` as if it were a content module; returns the words it flags. */
function flagged(lines: string[]): string[] {
  const run = spawnSync(
    process.execPath,
    ['node_modules/cspell/bin.mjs', 'lint', '--no-progress', '--no-summary', 'stdin://src/content/sample.ts'],
    { input: lines.join('\n'), encoding: 'utf8' },
  )
  return [...run.stdout.matchAll(/:(\d+):\d+ - \w+ word \((.+)\)/g)].map(
    ([, line, word]) => `${line}: ${word}`,
  )
}

describe('the spelling check of the copy (npm run lint)', () => {
  it('flags US spellings, and takes British ones and the code around the copy', { timeout: 60_000 }, () => {
    expect(
      flagged([
        "export const a = 'The organization chose a color for the center.'",
        "export const b = 'The organisation chose a colour for the centre.'",
        "export const colorScheme = { backgroundColor: 'white', organizationId: 'acme' }",
        "export const c = 'Enter your organization’s name.'",
        "export const d = 'Your personalized programme, analysed by our behavior experts'",
        "export const e = 'Organization Basics' // quoted word for word from the specification",
      ]),
    ).toEqual([
      '1: organization',
      '1: color',
      '1: center',
      '4: organization’s',
      '5: personalized',
      '5: behavior',
    ])
  })
})
