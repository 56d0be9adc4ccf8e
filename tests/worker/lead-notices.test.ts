/**
 * Every new lead the forms endpoint keeps gives the consultancy one e-mail, through the Worker's e-mail
 * binding: sent once the visitor has their answer, sent again by the Cron Trigger when it failed, and never
 * twice. The binding here records what it is asked to send, and fails when told to.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, test } from 'vitest'
import worker from '../../edge/worker'
import { leadNoticeCopy } from '../../src/content/lead-notices'
import { budgetLabels, orgSizeLabels, urgencyLabels } from '../../src/content/intake-options'
import { contactSubjectLabels } from '../../src/content/contact'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { HONEYPOT_FIELDS } from '../../src/domain/forms/form-honeypot'
import { INTAKE_SAMPLE } from '../support/intake-sample'
import { FORMS_ENDPOINT, contactBody, uniqueEmail } from './support/forms-api'
import { freshAddress, ORIGIN } from './support/worker-api'

interface SentEmail {
  from: unknown
  to: unknown
  subject: string
  text?: string
  html?: string
  replyTo?: unknown
}

/** An e-mail binding that keeps what it sends, failing the first `failures` sends. */
function fakeEmail(failures = 0) {
  const sent: SentEmail[] = []
  let failing = failures
  const binding = {
    async send(message: SentEmail) {
      if (failing > 0) {
        failing--
        throw new Error('The e-mail service is down')
      }
      sent.push(message)
      return { messageId: `<${crypto.randomUUID()}@test>` }
    },
  }
  return { sent, env: { ...env, LEAD_EMAIL: binding as unknown as SendEmail } }
}

type TestEnv = ReturnType<typeof fakeEmail>['env']

async function postAs(testEnv: TestEnv, body: { id: string }): Promise<Response> {
  const context = createExecutionContext()
  const answer = await worker.fetch(
    new Request(`${ORIGIN}${FORMS_ENDPOINT}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': body.id,
        'CF-Connecting-IP': freshAddress(),
      },
      body: JSON.stringify(body),
    }),
    testEnv,
    context,
  )
  await waitOnExecutionContext(context)
  return answer
}

/** The Cron Trigger's run at `at` (ms since the epoch). */
async function cronRun(testEnv: TestEnv, at: number): Promise<void> {
  const context = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: '* * * * *' }),
    testEnv,
    context,
  )
  await waitOnExecutionContext(context)
}

function intakeBody(email: string) {
  return {
    id: crypto.randomUUID(),
    kind: 'intake',
    createdAt: '2026-12-02T09:30:00.000Z',
    fields: {
      ...INTAKE_SAMPLE,
      email,
      budget: '25k-100k',
      urgency: 'critical',
      recommendation: recommendedPackage('starter-session').name,
    },
  }
}

describe('lead notices', () => {
  test('an intake gives one e-mail that says what it is, every answer in words, and replies to the visitor', async () => {
    const mail = fakeEmail()
    const email = uniqueEmail('intake')
    const body = intakeBody(email)
    expect((await postAs(mail.env, body)).status).toBe(201)
    expect(mail.sent).toHaveLength(1)
    const [notice] = mail.sent
    expect(notice!.to).toBe(leadNoticeCopy.to)
    expect(notice!.from).toEqual(leadNoticeCopy.from)
    expect(notice!.replyTo).toBe(email)
    expect(notice!.subject).toBe(
      `Intake: ${INTAKE_SAMPLE.orgName}, ${orgSizeLabels[INTAKE_SAMPLE.orgSize]} people, ${budgetLabels['25k-100k']}, ${urgencyLabels.critical}`,
    )
    expect(notice!.html).toBeUndefined()
    for (const words of [
      INTAKE_SAMPLE.orgName,
      INTAKE_SAMPLE.role,
      INTAKE_SAMPLE.challenges,
      INTAKE_SAMPLE.additionalInfo,
      budgetLabels['25k-100k'],
      recommendedPackage('starter-session').name,
      'Received 2026-12-02 09:30:00 (UTC).',
      `/inbox/${body.id}`,
    ])
      expect(notice!.text).toContain(words)

    // The outbox sending it again is the same lead: nobody is told twice, now or by the next run.
    expect((await postAs(mail.env, body)).status).toBe(200)
    await cronRun(mail.env, Date.now() + 60 * 60_000)
    expect(mail.sent.filter((sent) => sent.replyTo === email)).toHaveLength(1)
  })

  test('a contact message’s subject names the sender and the subject, on one line, whatever they typed', async () => {
    const mail = fakeEmail()
    const email = uniqueEmail('contact')
    const body = contactBody(email)
    body.fields.name = 'Ada\r\nBcc: everyone@example.com'
    body.fields.subject = 'partnership'
    expect((await postAs(mail.env, body)).status).toBe(201)
    expect(mail.sent).toHaveLength(1)
    expect(mail.sent[0]!.subject).toBe(
      `Contact: Ada Bcc: everyone@example.com, ${contactSubjectLabels.partnership}`,
    )
    expect(mail.sent[0]!.subject).not.toMatch(/[\r\n]/)
    expect(mail.sent[0]!.replyTo).toBe(email)
  })

  test('a robot that fills the honeypot is told its message was kept, and nobody is told of it', async () => {
    const mail = fakeEmail()
    const body = contactBody(uniqueEmail('robot'))
    Object.assign(body.fields, { [HONEYPOT_FIELDS[0]!]: 'https://spam.example' })
    expect((await postAs(mail.env, body)).status).toBe(201)
    await cronRun(mail.env, Date.now() + 60 * 60_000)
    expect(mail.sent).toEqual([])
  })

  test('a notice whose send fails is sent by a later run of the Cron Trigger, once', async () => {
    const mail = fakeEmail(2)
    const body = contactBody(uniqueEmail('retry'))
    // The visitor's answer does not wait on, or depend on, the e-mail.
    expect((await postAs(mail.env, body)).status).toBe(201)
    expect(mail.sent).toHaveLength(0)
    const now = Date.now()
    // Not yet due: the first retry waits a minute.
    await cronRun(mail.env, now + 30_000)
    expect(mail.sent).toHaveLength(0)
    // Due, and failing again: the next waits two minutes more.
    await cronRun(mail.env, now + 61_000)
    await cronRun(mail.env, now + 62_000)
    expect(mail.sent).toHaveLength(0)
    await cronRun(mail.env, now + 4 * 60_000)
    expect(mail.sent.map((sent) => sent.replyTo)).toEqual([body.fields.email])
    await cronRun(mail.env, now + 60 * 60_000)
    expect(mail.sent.filter((sent) => sent.replyTo === body.fields.email)).toHaveLength(1)
  })

  test('two runs at once send a due notice once', async () => {
    const mail = fakeEmail(1)
    const body = contactBody(uniqueEmail('parallel'))
    expect((await postAs(mail.env, body)).status).toBe(201)
    const at = Date.now() + 61_000
    await Promise.all([cronRun(mail.env, at), cronRun(mail.env, at), cronRun(mail.env, at)])
    expect(mail.sent.filter((sent) => sent.replyTo === body.fields.email)).toHaveLength(1)
  })

  test('without the e-mail binding, a lead’s notice waits, and goes once the binding is there', async () => {
    const body = contactBody(uniqueEmail('unbound'))
    const unbound = { ...env, LEAD_EMAIL: undefined } as unknown as TestEnv
    expect((await postAs(unbound, body)).status).toBe(201)
    const mail = fakeEmail()
    await cronRun(mail.env, Date.now())
    expect(mail.sent.filter((sent) => sent.replyTo === body.fields.email)).toHaveLength(1)
  })
})
