/* global btoa, crypto, TextEncoder */
/**
 * A Cloudflare Access team of the tests' own: an RS256 key set published as Access publishes its certs, and
 * tokens signed with it as Access signs them, so the Worker's own check of `Cf-Access-Jwt-Assertion` runs
 * unchanged in the Worker and edge tests. Web Crypto only: it runs in workerd and in Node alike.
 */
export const TEST_AUDIENCE = 'think-first-inbox-test-aud'
export const OWNER_EMAIL = 'owner@thinkfirst.example'

/** @typedef {{ iss?: string, aud?: string | string[], exp?: number, nbf?: number, email?: string }} AccessClaims */

/** @param {Uint8Array} bytes */
const bytesToBase64Url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
/** @param {string} text */
const textToBase64Url = (text) => bytesToBase64Url(new TextEncoder().encode(text))

/** @returns {Promise<CryptoKeyPair>} */
async function rsaKeyPair() {
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  }
  return /** @type {CryptoKeyPair} */ (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']))
}

/**
 * A team at `teamDomain`: its published key set, and a way to sign tokens as it (or as a stranger who uses
 * its key id).
 * @param {string} teamDomain
 */
export async function accessTeam(teamDomain) {
  const kid = crypto.randomUUID().replace(/-/g, '')
  const [team, stranger] = await Promise.all([rsaKeyPair(), rsaKeyPair()])
  const publicJwk = await crypto.subtle.exportKey('jwk', team.publicKey)
  const certs = {
    keys: [{ kid, kty: publicJwk.kty, alg: 'RS256', use: 'sig', e: publicJwk.e, n: publicJwk.n }],
  }

  /**
   * A token as Access would sign it, valid for an hour unless `claims` says otherwise.
   * @param {AccessClaims} [claims]
   * @param {'team' | 'stranger'} [signer]
   */
  async function token(claims = {}, signer = 'team') {
    const now = Math.floor(Date.now() / 1000)
    const header = textToBase64Url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))
    const payload = textToBase64Url(
      JSON.stringify({
        iss: teamDomain,
        aud: [TEST_AUDIENCE],
        email: OWNER_EMAIL,
        iat: now,
        nbf: now,
        exp: now + 3600,
        type: 'app',
        ...claims,
      }),
    )
    const key = (signer === 'team' ? team : stranger).privateKey
    const data = new TextEncoder().encode(`${header}.${payload}`)
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, data)
    return `${header}.${payload}.${bytesToBase64Url(new Uint8Array(signature))}`
  }

  return { teamDomain, certs, token }
}

/** @typedef {Awaited<ReturnType<typeof accessTeam>>} AccessTeam */
