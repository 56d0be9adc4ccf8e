/**
 * Leads are kept for the months the site config says (24 unless changed), then the daily Cron Trigger deletes
 * them with the owner's notes and history; the minute's trigger deletes nothing.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { expect, test } from 'vitest'
import worker from '../../edge/worker'
import { RETENTION_CRON } from '../../edge/lead-retention'
import { site } from '../../src/content/site'
import { retentionCutoff } from '../../src/domain/inbox/lead-retention'
import { contactBody, postForm, uniqueEmail } from './support/forms-api'

async function cronRun(cron: string, at: number): Promise<void> {
  const context = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron }), env, context)
  await waitOnExecutionContext(context)
}

async function keptAt(receivedAt: number): Promise<string> {
  const body = contactBody(uniqueEmail('retention'))
  expect((await postForm(body)).status).toBe(201)
  await env.FORMS_DB.prepare('UPDATE form_submissions SET received_at = ? WHERE id = ?')
    .bind(receivedAt, body.id)
    .run()
  await env.FORMS_DB.prepare(
    "INSERT INTO lead_notes (submission_id, body, author, created_at) VALUES (?, 'note', 'owner@thinkfirst.example', ?)",
  )
    .bind(body.id, receivedAt)
    .run()
  return body.id
}

const exists = async (id: string) =>
  (await env.FORMS_DB.prepare('SELECT id FROM form_submissions WHERE id = ?').bind(id).first()) !== null
const notes = async (id: string) =>
  (
    await env.FORMS_DB.prepare('SELECT count(*) AS n FROM lead_notes WHERE submission_id = ?')
      .bind(id)
      .first<{ n: number }>()
  )?.n

test('the daily run deletes leads older than the kept months, with their notes; younger ones stay', async () => {
  const now = Date.now()
  const cutoff = retentionCutoff(now, site.leadRetentionMonths)
  const old = await keptAt(cutoff - 60_000)
  const young = await keptAt(cutoff + 60 * 60_000)

  await cronRun('* * * * *', now)
  expect(await exists(old)).toBe(true)

  await cronRun(RETENTION_CRON, now)
  expect(await exists(old)).toBe(false)
  expect(await notes(old)).toBe(0)
  expect(await exists(young)).toBe(true)
  expect(await notes(young)).toBe(1)
})
