/**
 * The owner's inbox API behind Cloudflare Access: nothing without a token Access signed for this application,
 * and, with one, the leads the forms endpoint kept, their statuses, notes, search, CSV and deletion. Tokens
 * are signed by a test team whose key set the Worker reads as it reads Access's (tests/support/access-tokens.ts).
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { inboxCopy } from '../../src/content/inbox'
import { orgSizeLabels } from '../../src/content/intake-options'
import type { InboxLeadDetail, InboxList } from '../../src/domain/inbox/inbox-lead'
import { INTAKE_SAMPLE } from '../support/intake-sample'
import { OWNER_EMAIL } from '../support/access-tokens.mjs'
import { contactBody, postForm, uniqueEmail } from './support/forms-api'
import { change, ownerCall, ownerTeam } from './support/inbox-api'
import { expectError } from './support/worker-api'

afterEach(() => {
  vi.restoreAllMocks()
})

function intakeBody(email: string, orgName: string = INTAKE_SAMPLE.orgName) {
  return {
    id: crypto.randomUUID(),
    kind: 'intake',
    createdAt: new Date().toISOString(),
    fields: { ...INTAKE_SAMPLE, email, orgName, recommendation: 'Starter Session' },
  }
}

async function send(body: { id: string }): Promise<string> {
  expect((await postForm(body)).status).toBe(201)
  return body.id
}

describe('the inbox API lets in only what Access signed', () => {
  test('no token, an expired one, another audience or issuer, and a stranger’s signature are refused, with no lead', async () => {
    const team = await ownerTeam()
    await send(contactBody(uniqueEmail('refused')))
    const refusals: [string | null, number, string][] = [
      [null, 401, 'unauthorized'],
      ['not.a-token', 403, 'forbidden'],
      [await team.token({ exp: Math.floor(Date.now() / 1000) - 3600 }), 403, 'forbidden'],
      [await team.token({ aud: ['another-application'] }), 403, 'forbidden'],
      [await team.token({ iss: 'https://elsewhere.cloudflareaccess.com' }), 403, 'forbidden'],
      [await team.token({}, 'stranger'), 403, 'forbidden'],
    ]
    for (const [token, status, error] of refusals) {
      for (const path of ['/api/inbox/leads', '/api/inbox/leads.csv']) {
        const answer = await ownerCall(team.env, path, token)
        await expectError(answer, status, error)
      }
      const page = await ownerCall(team.env, '/inbox', token)
      expect(page.status).toBe(status)
      expect(page.headers.get('Content-Type')).toMatch(/^text\/plain/)
      expect(await page.text()).toBe(inboxCopy.signIn[status as 401 | 403])
    }
    const valid = await ownerCall(team.env, '/api/inbox/leads', await team.token())
    expect(valid.status).toBe(200)
    expect(((await valid.json()) as InboxList).total).toBeGreaterThan(0)
  })

  test('in a browser, Access’s cookie carries the same token, checked the same way', async () => {
    const team = await ownerTeam()
    const asCookie = async (token: string) =>
      ownerCall(team.env, '/api/inbox/leads', null, {
        headers: { Cookie: `theme=dark; CF_Authorization=${token}` },
      })
    expect((await asCookie(await team.token())).status).toBe(200)
    expect((await asCookie(await team.token({}, 'stranger'))).status).toBe(403)
  })

  test('without the Access settings, nothing is served at all', async () => {
    const team = await ownerTeam()
    const unset = { ...team.env, ACCESS_AUD: '' }
    await expectError(await ownerCall(unset, '/api/inbox/leads', await team.token()), 503, 'not-configured')
    expect((await ownerCall(unset, '/inbox', await team.token())).status).toBe(503)
  })
})

describe('the leads, as the owner reads them', () => {
  test('newest first, filtered by kind and status, searched by name, e-mail or organisation', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    const tag = crypto.randomUUID().slice(0, 6)
    const contact = contactBody(uniqueEmail(`search-${tag}`))
    contact.fields.name = `Zoë ${tag}`
    const first = await send(contact)
    const second = await send(intakeBody(uniqueEmail('intake'), `Müller GmbH ${tag}`))

    const list = async (query: string) => {
      const answer = await ownerCall(team.env, `/api/inbox/leads?${query}`, token)
      expect(answer.status).toBe(200)
      return ((await answer.json()) as InboxList).leads.map((lead) => lead.id)
    }
    expect(await list(`q=${encodeURIComponent(tag)}`)).toEqual([second, first])
    expect(await list(`q=${encodeURIComponent(`zoë ${tag}`)}`)).toEqual([first])
    expect(await list(`q=${encodeURIComponent(contact.fields.email.toUpperCase())}`)).toEqual([first])
    expect(await list(`q=${encodeURIComponent(`müller gmbh ${tag}`)}&kind=intake`)).toEqual([second])
    expect(await list(`q=${encodeURIComponent(tag)}&kind=contact`)).toEqual([first])
    expect(await list(`q=${encodeURIComponent(tag)}&status=replied`)).toEqual([])
    // A visitor's % is a character, not a wildcard.
    expect(await list(`q=${encodeURIComponent(`%${tag}`)}`)).toEqual([])

    const [lead] = (
      (await (await ownerCall(team.env, `/api/inbox/leads?q=${tag}&kind=intake`, token)).json()) as InboxList
    ).leads
    expect(lead).toMatchObject({ kind: 'intake', status: 'new', fields: { orgSize: INTAKE_SAMPLE.orgSize } })
    expect(lead!.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('a parameter that is not one the inbox knows is answered 400, naming it', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    for (const [query, parameter] of [
      ['status=maybe', 'status'],
      ['kind=room-result', 'kind'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['status=new&status=won', 'status'],
    ]) {
      const answer = await ownerCall(team.env, `/api/inbox/leads?${query}`, token)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ error: 'bad-query', parameters: [parameter] })
    }
    await expectError(await ownerCall(team.env, '/api/inbox/leads/not-a-uuid', token), 404, 'not-found')
    await expectError(
      await ownerCall(team.env, `/api/inbox/leads/${crypto.randomUUID()}`, token),
      404,
      'not-found',
    )
    await expectError(
      await ownerCall(team.env, '/api/inbox/leads', token, { method: 'POST' }),
      405,
      'method-not-allowed',
    )
  })

  test('a status and a note are kept with who set them and when', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    const id = await send(intakeBody(uniqueEmail('status')))
    const path = `/api/inbox/leads/${id}`

    const replied = await ownerCall(team.env, `${path}/status`, token, change('POST', { status: 'replied' }))
    expect(replied.status).toBe(200)
    expect(((await replied.json()) as InboxLeadDetail).status).toBe('replied')
    const noted = await ownerCall(
      team.env,
      `${path}/notes`,
      token,
      change('POST', { body: '  Called back; wants March.  ' }),
    )
    expect(noted.status).toBe(201)

    const lead = (await (await ownerCall(team.env, path, token)).json()) as InboxLeadDetail
    expect(lead.status).toBe('replied')
    expect(lead.notes).toEqual([
      {
        id: expect.any(Number),
        body: 'Called back; wants March.',
        author: OWNER_EMAIL,
        at: expect.any(String),
      },
    ])
    expect(lead.history.map(({ change, detail, author }) => [change, detail, author])).toEqual([
      ['status', 'replied', OWNER_EMAIL],
      ['note', '', OWNER_EMAIL],
    ])
    const listed = (await (
      await ownerCall(
        team.env,
        `/api/inbox/leads?status=replied&q=${encodeURIComponent(String(lead.fields.email))}`,
        token,
      )
    ).json()) as InboxList
    expect(listed.leads.map((each) => each.id)).toEqual([id])
  })

  test('a change that is not valid, not JSON or from another site is refused and changes nothing', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    const id = await send(contactBody(uniqueEmail('bad-change')))
    const path = `/api/inbox/leads/${id}`
    await expectError(
      await ownerCall(team.env, `${path}/status`, token, change('POST', { status: 'maybe' })),
      422,
      'invalid-status',
    )
    await expectError(
      await ownerCall(team.env, `${path}/notes`, token, change('POST', { body: '   ' })),
      422,
      'invalid-note',
    )
    await expectError(
      await ownerCall(team.env, `${path}/notes`, token, change('POST', { body: 'x'.repeat(5001) })),
      422,
      'invalid-note',
    )
    await expectError(
      await ownerCall(team.env, `${path}/notes`, token, change('POST', [1])),
      400,
      'invalid-json',
    )
    await expectError(
      await ownerCall(team.env, `${path}/status`, token, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://thinkfirst.example' },
        body: '{"status":"won"}',
      }),
      415,
      'unsupported-media-type',
    )
    await expectError(
      await ownerCall(team.env, `${path}/status`, token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body: '{"status":"won"}',
      }),
      403,
      'cross-site',
    )
    await expectError(
      await ownerCall(team.env, path, token, {
        method: 'DELETE',
        headers: { Origin: 'https://evil.example' },
      }),
      403,
      'cross-site',
    )
    await expectError(
      await ownerCall(
        team.env,
        `/api/inbox/leads/${crypto.randomUUID()}/status`,
        token,
        change('POST', { status: 'won' }),
      ),
      404,
      'not-found',
    )

    const lead = (await (await ownerCall(team.env, path, token)).json()) as InboxLeadDetail
    expect(lead).toMatchObject({ status: 'new', notes: [], history: [] })
  })

  test('"Delete this person’s data" deletes every submission from their address, with its notes, and nothing else', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    const email = uniqueEmail('forget-me')
    const mine = await send(contactBody(email))
    const alsoMine = await send(intakeBody(email.toUpperCase()))
    const someoneElse = await send(contactBody(uniqueEmail('keep-me')))
    await ownerCall(
      team.env,
      `/api/inbox/leads/${alsoMine}/notes`,
      token,
      change('POST', { body: 'A note to forget' }),
    )

    const deleted = await ownerCall(team.env, `/api/inbox/leads/${mine}`, token, change('DELETE'))
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ ok: true, deleted: 2 })
    for (const id of [mine, alsoMine])
      expect((await ownerCall(team.env, `/api/inbox/leads/${id}`, token)).status).toBe(404)
    expect((await ownerCall(team.env, `/api/inbox/leads/${someoneElse}`, token)).status).toBe(200)
    const { env } = team
    const notes = await env.FORMS_DB.prepare(
      'SELECT count(*) AS n FROM lead_notes WHERE submission_id IN (?, ?)',
    )
      .bind(mine, alsoMine)
      .first<{ n: number }>()
    expect(notes?.n).toBe(0)
    await expectError(
      await ownerCall(team.env, `/api/inbox/leads/${mine}`, token, change('DELETE')),
      404,
      'not-found',
    )
  })

  test('the CSV is the filtered list in words, UTF-8 with a byte-order mark, accents intact, no formula', async () => {
    const team = await ownerTeam()
    const token = await team.token()
    const tag = crypto.randomUUID().slice(0, 6)
    const contact = contactBody(uniqueEmail(`csv-${tag}`))
    contact.fields.name = `=HYPERLINK("x") Zoë ${tag}`
    contact.fields.message = 'Line one, "quoted"\nLine two'
    const contactId = await send(contact)
    const intakeId = await send(intakeBody(uniqueEmail(`csv-${tag}`), `Société Générale ${tag}`))

    const answer = await ownerCall(team.env, `/api/inbox/leads.csv?q=${tag}`, token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="think-first-leads-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)))
    const [header, ...leads] = rows
    expect(header).toEqual(Object.values(inboxCopy.csv.columns))
    expect(leads.map((row) => row[0])).toEqual([intakeId, contactId])
    const column = (name: keyof typeof inboxCopy.csv.columns) => header!.indexOf(inboxCopy.csv.columns[name])
    const [intake, message] = leads
    expect(intake![column('organisation')]).toBe(`Société Générale ${tag}`)
    expect(intake![column('size')]).toBe(orgSizeLabels[INTAKE_SAMPLE.orgSize])
    expect(intake![column('kind')]).toBe(inboxCopy.kinds.intake)
    expect(intake![column('receivedAt')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(message![column('name')]).toBe(`'=HYPERLINK("x") Zoë ${tag}`)
    expect(message![column('answers')]).toContain('Line one, "quoted"\nLine two')
    expect(message![column('status')]).toBe(inboxCopy.statuses.new)
  })
})

/** RFC 4180, as a spreadsheet reads it: quoted cells, doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  return rows
}
