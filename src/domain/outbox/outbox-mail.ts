// The e-mail a submission becomes when no forms endpoint is configured (or delivery cannot be kept): the
// visitor's mail app opens with it, addressed to the consultancy. Pure, so what the mail says is tested.
import type { RequestFields } from '../forms/request-delivery'

/**
 * Words the e-mail needs from content: field labels, the label of each chosen option (the e-mail says
 * "76-150", not the stored 100), yes/no for ticked boxes, a stand-in for a blank field.
 */
export interface MailWording {
  labels: Readonly<Record<string, string>>
  values: Readonly<Record<string, Readonly<Record<string, string>>>>
  yes: string
  no: string
  /** Replaces a `{field}` in the subject when that field is blank. */
  blank: string
}

// Longer values read better as a paragraph of their own than after a label.
const BLOCK_MIN_LENGTH = 60

/** "orgSize" → "Org size", "currentAIUse" → "Current AI use": the label for a field content does not name. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    // Acronyms keep their capitals; other words read as a sentence.
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function valueText(key: string, value: RequestFields[string], wording: MailWording): string {
  if (typeof value === 'boolean') return value ? wording.yes : wording.no
  const text = String(value).trim()
  return wording.values[key]?.[text] ?? text
}

/** Fills `{field}` placeholders from the submitted fields; unknown or blank ones get `wording.blank`. */
export function mailSubject(template: string, fields: RequestFields, wording: MailWording): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const raw = fields[key]
    const value = raw === undefined ? '' : valueText(key, raw, wording)
    return value === '' ? wording.blank : value
  })
}

/** One "Label: value" line per short field, then each long or multi-line field as its own paragraph. */
export function mailBody(fields: RequestFields, wording: MailWording): string {
  const lines: string[] = []
  const blocks: string[] = []
  for (const [key, raw] of Object.entries(fields)) {
    const value = valueText(key, raw, wording)
    if (value === '') continue
    const label = wording.labels[key] ?? humanizeKey(key)
    if (value.includes('\n') || value.length >= BLOCK_MIN_LENGTH) blocks.push(`${label}:\n${value}`)
    else lines.push(`${label}: ${value}`)
  }
  return [...blocks, lines.join('\n')].filter((part) => part !== '').join('\n\n')
}

/** A `mailto:` address with the subject and body prefilled (RFC 6068 percent-encoding). */
export function mailtoUrl(to: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query}`
}
