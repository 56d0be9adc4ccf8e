import { expect, test } from 'vitest'
import { NETWORK_CHECK, ROOM_SUBPROTOCOL } from '../../src/domain/room/room-protocol'
import { call, get } from './support/worker-api'

async function checkSocket() {
  const answer = await call('/api/rooms/check/live', {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': ROOM_SUBPROTOCOL },
  })
  expect(answer.status).toBe(101)
  const socket = answer.webSocket!
  const heard: string[] = []
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  )
  socket.addEventListener('message', (event) => heard.push(String(event.data)))
  socket.accept()
  return { socket, heard, closed }
}

test('the network check answers at once and echoes over a live connection', async () => {
  const answer = await get('/api/rooms/check')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(await answer.json()).toEqual({ ok: true })
  const { socket, heard } = await checkSocket()
  socket.send('ping 1')
  await expect.poll(() => heard).toEqual(['ping 1'])
  socket.close(1000)
})

test('a check connection left pinging is closed once it has echoed what a check sends', async () => {
  const { socket, heard, closed } = await checkSocket()
  for (let ping = 0; ping < NETWORK_CHECK.echoes + 4; ping++) socket.send(`ping ${ping}`)
  expect(await closed).toBe(1008)
  expect(heard).toHaveLength(NETWORK_CHECK.echoes)
})

test('the check takes GET only', async () => {
  const answer = await call('/api/rooms/check', { method: 'POST' })
  expect(answer.status).toBe(405)
  expect(answer.headers.get('Allow')).toBe('GET')
})
