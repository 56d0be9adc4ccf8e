/** The owner's inbox API as the owner's browser calls it: through Cloudflare Access, with the tests' own team. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { vi } from 'vitest'
import worker from '../../../edge/worker'
import { accessTeam, TEST_AUDIENCE, type AccessTeam } from '../../support/access-tokens.mjs'
import { ORIGIN } from './worker-api'

/**
 * A team of its own, its key set answered where the Worker reads it (each team at its own domain, so the
 * Worker's kept key sets never mix), and the Worker's settings naming it.
 */
export async function ownerTeam(): Promise<AccessTeam & { env: typeof env }> {
  const team = await accessTeam(`https://team-${crypto.randomUUID().slice(0, 8)}.cloudflareaccess.com`)
  const network = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url === `${team.teamDomain}/cdn-cgi/access/certs`) return Response.json(team.certs)
    return network(input, init)
  })
  return { ...team, env: { ...env, ACCESS_TEAM_DOMAIN: team.teamDomain, ACCESS_AUD: TEST_AUDIENCE } }
}

/** A request to the Worker with these settings; `token` goes in Access's header. */
export async function ownerCall(
  testEnv: typeof env,
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (token !== null) headers.set('Cf-Access-Jwt-Assertion', token)
  const context = createExecutionContext()
  const answer = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), testEnv, context)
  await waitOnExecutionContext(context)
  return answer
}

/** A change as the inbox page sends it: JSON, from the site's own origin. */
export function change(method: string, data?: unknown): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    ...(data === undefined ? {} : { body: JSON.stringify(data) }),
  }
}
