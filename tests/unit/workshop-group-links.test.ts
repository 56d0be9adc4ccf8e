import { describe, expect, it } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { cardCodePath } from '../../src/domain/card/card-code'
import { shareLinkPath } from '../../src/domain/card/share-link'
import { readShareLink, readShareLinks } from '../../src/features/facilitator/group/read-share-links'

const result: AssessmentResult = {
  uuid: '3f0c1a2b-8b4d-4e2a-9c71-3f5e2d8a1b00',
  scores: {
    curiosity: 100,
    exploration: 50,
    mastery: 50,
    social_competition: 33,
    social_cooperation: 33,
    fear_unknown: 33,
    fear_ambiguity: 50,
    fear_mistakes: 33,
    fear_disapproval: 33,
    fear_fraud: 67,
  },
  powers: [
    { id: 'pattern-spotter', name: 'Pattern-Spotter' },
    { id: 'logic-laser', name: 'Logic Laser' },
    { id: 'empathy-radar', name: 'Empathy Radar' },
  ],
  expertise: 'Économie',
  motivationCounts: { left: 10, right: 8 },
  fearCounts: { left: 5, right: 7 },
  durationSeconds: 251,
  createdAt: Date.UTC(2026, 2, 10, 9, 30, 12),
  deckVersion: 1,
}
const path = shareLinkPath(result)
const link = `https://thinkfirst.example${path}`
const fragment = path.slice(path.indexOf('#'))

describe('readShareLink reads a card from', () => {
  it.each([
    ['a full link', link],
    ['a link on another origin (a tablet on localhost)', `http://localhost:4173${path}`],
    ['the path alone', path],
    ['a link copied without its scheme', `thinkfirst.example${path}`],
    ['a link wrapped in brackets or ending a sentence', `<${link}>.`],
    ['a link with spaces round it', `  ${link}\n`],
    ['a trailing slash after the id', link.replace('#', '/#')],
  ])('%s', (_, text) => {
    expect(readShareLink(text)).toEqual({ ok: true, result })
  })

  it('an upper-cased id, as the same card', () => {
    const read = readShareLink(link.replace(result.uuid, result.uuid.toUpperCase()))
    expect(read.ok && read.result.uuid).toBe(result.uuid)
  })
})

describe('readShareLink names what is wrong with', () => {
  it.each([
    ['words', 'hello', 'not-a-link'],
    ['another page of the site', 'https://thinkfirst.example/workshops#x', 'not-a-link'],
    ['another scheme', `ftp://thinkfirst.example${path}`, 'not-a-link'],
    ['a result list address', `https://thinkfirst.example/result/${fragment}`, 'not-a-link'],
    ['a damaged id', link.replace(result.uuid, 'not-a-uuid'), 'bad-id'],
    ['no card after the id', link.slice(0, link.indexOf('#')), 'no-card'],
    ['an empty fragment', link.slice(0, link.indexOf('#') + 1), 'no-card'],
    ['a card cut short', link.slice(0, -5), 'damaged'],
    ['a changed card', link.slice(0, -2) + (link.endsWith('A') ? 'BB' : 'AA'), 'damaged'],
    ['a card of a newer format', link.replace(fragment, '#Ag' + fragment.slice(3)), 'newer-version'],
  ])('%s', (_, text, problem) => {
    expect(readShareLink(text)).toEqual({ ok: false, link: text.trim(), problem })
  })
})

describe('readShareLinks', () => {
  it('reads one link per line, leaving out the words round them and blank lines', () => {
    const text = `Here is mine: ${link}\n\n  ${path}  \nthanks!\nhttps://example.com/nope`
    expect(readShareLinks(text)).toEqual([
      { ok: true, result },
      { ok: true, result },
      { ok: false, link: 'https://example.com/nope', problem: 'not-a-link' },
    ])
  })

  it('reads links separated by spaces as well as lines', () => {
    expect(readShareLinks(`${link} ${link}`)).toHaveLength(2)
  })

  it('finds nothing in text without a link', () => {
    expect(readShareLinks('')).toEqual([])
    expect(readShareLinks('  no links here, sorry  ')).toEqual([])
  })
})

describe('readShareLink reads a card link carried in its path', () => {
  const cardPath = cardCodePath(result, { sharer: 'Sam', hideWatchOut: true })

  it.each([
    ['a full link', `https://thinkfirst.example${cardPath}`],
    ['the path alone', cardPath],
    ['a link pasted in a sentence', `(https://thinkfirst.example${cardPath}).`],
  ])('%s', (_, text) => {
    expect(readShareLink(text)).toEqual({ ok: true, result })
  })

  it('says a damaged code is damaged', () => {
    const damaged = `${cardPath.slice(0, -3)}AAA`
    expect(readShareLink(damaged)).toMatchObject({ ok: false, problem: 'damaged' })
  })

  it('finds card links among pasted words', () => {
    expect(readShareLinks(`mine: ${cardPath} and ${link}`)).toEqual([
      { ok: true, result },
      { ok: true, result },
    ])
  })
})
