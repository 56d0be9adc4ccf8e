import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import { fromBase64Url, toBase64Url } from '../../src/domain/encoding/base64url'
import { type ServedSummary, SUMMARY_WITHHELD } from '../../src/domain/room/room-protocol'
import { parsePublishedSummary, parseSummaryAnswer } from '../../src/domain/room/room-summary-protocol'
import type { RoomSummary } from '../../src/domain/room/room-summary'
import {
  generateMemberKeys,
  openRoomSummary,
  sealRoomSummary,
} from '../../src/domain/room/room-summary-crypto'
import { emptyScores } from '../../src/domain/assessment/scoring'

const CODE = 'K7QMX3'
const ADA = '3f2a7c1e-9b4d-4e2a-8c6f-1d2e3f4a5b6c'
const BEN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const SUMMARY: RoomSummary = {
  total: 5,
  averages: { ...emptyScores(), curiosity: 60, fear_fraud: 50 },
  powers: [{ id: superPowers[0]!.id, name: superPowers[0]!.name, count: 4 }],
}

async function published() {
  const ada = await generateMemberKeys()
  const ben = await generateMemberKeys()
  const sealed = await sealRoomSummary(
    SUMMARY,
    [
      { memberId: ADA, memberKey: ada.publicKey },
      { memberId: BEN, memberKey: ben.publicKey },
    ],
    CODE,
  )
  const servedTo = (memberId: string): ServedSummary => {
    const { keys, ...rest } = sealed
    const { iv, key } = keys.find((entry) => entry.memberId === memberId)!
    return { ...rest, key: { iv, key } }
  }
  return { ada, ben, sealed, servedTo }
}

function flipLastByte(text: string): string {
  const bytes = fromBase64Url(text)!
  bytes[bytes.length - 1]! ^= 1
  return toBase64Url(bytes)
}

describe('room summary sealing', () => {
  it('opens on each phone it was sealed to, and passes the protocol’s checks', async () => {
    const { ada, ben, sealed, servedTo } = await published()
    expect(parsePublishedSummary(sealed)).toEqual(sealed)
    expect(await openRoomSummary(servedTo(ADA), ada.privateKey, CODE, ADA)).toEqual(SUMMARY)
    expect(await openRoomSummary(servedTo(BEN), ben.privateKey, CODE, BEN)).toEqual(SUMMARY)
  })

  it('holds nothing readable: no score, no power name', async () => {
    const { sealed } = await published()
    const text = JSON.stringify(sealed)
    expect(text).not.toContain(superPowers[0]!.name)
    expect(text).not.toContain('curiosity')
  })

  it('refuses a wrong key, another phone’s wrapped key, another room and any change', async () => {
    const { ada, ben, servedTo } = await published()
    const stranger = await generateMemberKeys()
    const served = servedTo(ADA)
    expect(await openRoomSummary(served, stranger.privateKey, CODE, ADA)).toBeNull()
    expect(await openRoomSummary(served, ben.privateKey, CODE, ADA)).toBeNull()
    expect(await openRoomSummary(servedTo(BEN), ada.privateKey, CODE, ADA)).toBeNull()
    expect(await openRoomSummary(served, ada.privateKey, CODE, BEN)).toBeNull()
    expect(await openRoomSummary(served, ada.privateKey, 'ABCDEF', ADA)).toBeNull()
    const changed = { ...served, ciphertext: flipLastByte(served.ciphertext) }
    expect(await openRoomSummary(changed, ada.privateKey, CODE, ADA)).toBeNull()
  })

  it('keeps its private half on the phone', async () => {
    const { privateKey } = await generateMemberKeys()
    expect(privateKey.extractable).toBe(false)
  })
})

describe('publishing a summary', () => {
  it('is refused when it carries anything more or anything malformed', async () => {
    const { sealed } = await published()
    expect(parsePublishedSummary({ ...sealed, scores: { curiosity: 60 } })).toBeNull()
    expect(parsePublishedSummary({ ...sealed, ciphertext: 'a'.repeat(5000) })).toBeNull()
    expect(parsePublishedSummary({ ...sealed, iv: 'short' })).toBeNull()
    const twice = [sealed.keys[0]!, { ...sealed.keys[1]!, memberId: sealed.keys[0]!.memberId }]
    expect(parsePublishedSummary({ ...sealed, keys: twice })).toBeNull()
    expect(parsePublishedSummary({ ...sealed, keys: [{ ...sealed.keys[0]!, name: 'Ada' }] })).toBeNull()
  })
})

describe("a phone's answer when it asks for its summary", () => {
  it('tells hidden results, a withheld summary and its own sealed one apart, and nothing else', async () => {
    const { servedTo } = await published()
    expect(parseSummaryAnswer(null)).toEqual({ kind: 'hidden' })
    expect(parseSummaryAnswer(JSON.parse(JSON.stringify(SUMMARY_WITHHELD)))).toEqual({ kind: 'withheld' })
    const served = servedTo(ADA)
    expect(parseSummaryAnswer(served)).toEqual({ kind: 'sealed', served })
    expect(parseSummaryAnswer({ withheld: 'yes' })).toBeNull()
    expect(parseSummaryAnswer({ ...served, key: null })).toBeNull()
  })
})
