import type * as Module from '../../src/features/facilitator/tablet/pin-hand-over'
import { beforeEach, describe, expect, it, vi } from 'vitest'

let handOver: typeof Module

beforeEach(async () => {
  vi.resetModules()
  handOver = await import('../../src/features/facilitator/tablet/pin-hand-over')
})

describe('the PIN handed from the start form to the PIN form', () => {
  it('reaches a PIN form that mounted before the hand-over', () => {
    const received = vi.fn()
    handOver.receiveHandedPins(received)
    handOver.handOverPin('2468', true)
    expect(received).toHaveBeenCalledExactlyOnceWith({ pin: '2468', sent: true })
  })

  it('waits for a PIN form that mounts after the hand-over, and is taken once', () => {
    handOver.handOverPin('2468', false)
    const first = vi.fn()
    const second = vi.fn()
    handOver.receiveHandedPins(first)()
    handOver.receiveHandedPins(second)
    expect(first).toHaveBeenCalledExactlyOnceWith({ pin: '2468', sent: false })
    expect(second).not.toHaveBeenCalled()
  })

  it('passes the same PIN on again only once it has been sent, never unsent after sent', () => {
    const received = vi.fn()
    handOver.receiveHandedPins(received)
    handOver.handOverPin('2468', false)
    handOver.handOverPin('2468', false)
    handOver.handOverPin('2468', true)
    handOver.handOverPin('2468', false)
    expect(received.mock.calls).toEqual([[{ pin: '2468', sent: false }], [{ pin: '2468', sent: true }]])
  })

  it('hands nothing on for an empty field', () => {
    const received = vi.fn()
    handOver.receiveHandedPins(received)
    handOver.handOverPin('', true)
    expect(received).not.toHaveBeenCalled()
  })
})
