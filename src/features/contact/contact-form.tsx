import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonClasses } from '../../components/ui/button-styles'
import {
  CONTACT_SEND_DELAY_MS,
  CONTACT_SUBJECTS,
  contactCard,
  contactFormCopy,
  contactSubjectLabels,
} from '../../content/contact'
import {
  CONTACT_MAX_LENGTH,
  contactRequestFields,
  emptyContact,
  fieldError,
  firstInvalidField,
  normalizeSubject,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../domain/contact-form'
import type { DeliverRequest } from '../../domain/request-delivery'
import { contactErrorText, outcomeToast } from './contact-messages'
import { errorIdFor, FormField, inputClasses } from './form-field'

interface ContactFormProps {
  /** Stores and delivers the message (the outbox); the form only reports how it left the device. */
  deliver: DeliverRequest
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The message form: inline errors after a first try, focus on the first problem, a sending state, a toast. */
export function ContactForm({ deliver }: ContactFormProps) {
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactValues>(emptyContact)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)

  // Until the page hydrates, the browser's own checks guard the mailto: fallback action; after, ours do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  const idFor = (field: ContactField) => `${baseId}-${field}`

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    // Once the visitor has tried to send, each error clears (or updates) as they fix the field.
    if (tried) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }))
  }

  function control(field: ContactField) {
    const error = errors[field]
    return {
      id: idFor(field),
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdFor(idFor(field)) : undefined,
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (sending) return
    const found = validateContact(values)
    setErrors(found)
    setTried(true)
    const first = firstInvalidField(found)
    if (first) {
      const invalid = form.elements.namedItem(first)
      if (invalid instanceof HTMLElement) invalid.focus()
      return
    }
    setSending(true)
    try {
      const [outcome] = await Promise.all([
        deliver(contactRequestFields(values)),
        wait(CONTACT_SEND_DELAY_MS),
      ])
      const message = outcomeToast(outcome)
      const show = outcome === 'sent' ? toast.success : toast.info
      show(message.title, { description: message.description })
      setValues(emptyContact())
      setErrors({})
      setTried(false)
    } catch {
      const message = outcomeToast('failed')
      toast.error(message.title, { description: message.description })
    } finally {
      setSending(false)
    }
  }

  const text = (field: ContactField) => contactErrorText(field, errors[field])
  return (
    <form
      ref={formRef}
      action={`mailto:${contactCard.email}`}
      method="post"
      encType="text/plain"
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => void submit(event)}
      className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
    >
      <h2 id={`${baseId}-title`} className="text-title font-bold text-ink-950">
        {contactFormCopy.title}
      </h2>
      <p className="mt-2 text-ink-600">{contactFormCopy.intro}</p>

      <div className="mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        <FormField id={idFor('name')} label={contactFormCopy.labels.name} required error={text('name')}>
          <input
            {...control('name')}
            type="text"
            required
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.name}
            placeholder={contactFormCopy.placeholders.name}
            className={inputClasses}
          />
        </FormField>
        <FormField id={idFor('email')} label={contactFormCopy.labels.email} required error={text('email')}>
          <input
            {...control('email')}
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_MAX_LENGTH.email}
            placeholder={contactFormCopy.placeholders.email}
            className={inputClasses}
          />
        </FormField>
        <FormField id={idFor('company')} label={contactFormCopy.labels.company} error={text('company')}>
          <input
            {...control('company')}
            type="text"
            autoComplete="organization"
            maxLength={CONTACT_MAX_LENGTH.company}
            placeholder={contactFormCopy.placeholders.company}
            className={inputClasses}
          />
        </FormField>
        <FormField id={idFor('role')} label={contactFormCopy.labels.role} error={text('role')}>
          <input
            {...control('role')}
            type="text"
            autoComplete="organization-title"
            maxLength={CONTACT_MAX_LENGTH.role}
            placeholder={contactFormCopy.placeholders.role}
            className={inputClasses}
          />
        </FormField>
        <FormField
          id={idFor('subject')}
          label={contactFormCopy.labels.subject}
          markOptional={false}
          className="sm:col-span-2"
        >
          <div className="relative">
            <select
              {...control('subject')}
              onChange={(event) => update('subject', normalizeSubject(event.target.value))}
              className={`${inputClasses} appearance-none pr-12`}
            >
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {contactSubjectLabels[subject]}
                </option>
              ))}
            </select>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-500"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
        </FormField>
        <FormField
          id={idFor('message')}
          label={contactFormCopy.labels.message}
          required
          error={text('message')}
          className="sm:col-span-2"
        >
          <textarea
            {...control('message')}
            required
            rows={6}
            maxLength={CONTACT_MAX_LENGTH.message}
            placeholder={contactFormCopy.placeholders.message}
            className={`${inputClasses} min-h-40 resize-y`}
          />
        </FormField>
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600 sm:max-w-sm">{contactFormCopy.privacy}</p>
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={`${buttonClasses('primary', 'lg')} shrink-0 aria-disabled:cursor-progress aria-disabled:opacity-70`}
        >
          {sending ? contactFormCopy.sending : contactFormCopy.submit}
        </button>
      </div>
    </form>
  )
}
