/**
 * The edge tests' Cloudflare Access team: its key set served where the Worker reads Access's
 * (`/cdn-cgi/access/certs`), and tokens it signs handed to the tests (POST /token with the claims as JSON), so
 * the owner's pages are opened as Access would let the owner in. On this machine only, for the tests.
 */
import { createServer } from 'node:http'
import { accessTeam } from '../support/access-tokens.mjs'

/**
 * Starts the team's server on `port`; resolves once it listens.
 * @param {number} port
 */
export async function serveAccessTeam(port) {
  const team = await accessTeam(`http://127.0.0.1:${port}`)
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/cdn-cgi/access/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(team.certs))
      return
    }
    if (request.method === 'POST' && request.url === '/token') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', async () => {
        const { claims = {}, signer = 'team' } = JSON.parse(body || '{}')
        response.writeHead(200, { 'Content-Type': 'text/plain' })
        response.end(await team.token(claims, signer))
      })
      return
    }
    response.writeHead(404).end()
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  return team
}
