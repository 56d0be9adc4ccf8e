import { flushSync } from 'react-dom'
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { HoneypotField } from '../../components/form/honeypot-field'
import { MailHandOffPanel } from '../../components/form/mail-hand-off'
import { SelectField } from '../../components/form/select-field'
import { SubmitButton } from '../../components/form/submit-button'
import { TextField } from '../../components/form/text-field'
import { fillUntouched } from '../../components/form/fill-untouched'
import { announceFormChange, useFormValues } from '../../components/form/use-form-values'
import { showToast } from '../../components/layout/show-toast'
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
  contactValuesFrom,
  firstInvalidField,
  validateContact,
  type ContactField,
} from '../../domain/forms/contact-form'
import type { ContactPrefill } from '../../domain/forms/contact-prefill'
import { honeypotEntry } from '../../domain/forms/form-honeypot'
import type { DeliverRequest, MailHandOff } from '../../domain/forms/request-delivery'
import { contactErrorText, outcomeToast } from './contact-messages'

interface ContactFormProps {
  /** Stores and delivers the message (the outbox); the form only reports how it left the device. */
  deliver: DeliverRequest
  /** Filled into the fields the visitor has not touched, once the page is live. */
  prefill?: ContactPrefill
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const subjectOptions = CONTACT_SUBJECTS.map((subject) => ({
  value: subject,
  label: contactSubjectLabels[subject],
}))

/**
 * The message form. Its fields are uncontrolled, so the browser keeps what the visitor types even before the
 * app runs (and without the app, the form still sends through the mail app). Inline errors appear after a
 * first try and follow each fix; focus goes to the first problem; a sending state, then a toast.
 */
export function ContactForm({ deliver, prefill }: ContactFormProps) {
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const values = useFormValues(formRef, contactValuesFrom)
  const [tried, setTried] = useState(false)
  const [sending, startSending] = useTransition()
  // The message waiting to be sent from the visitor's e-mail app: the form keeps it until they say it went.
  const [handOff, setHandOff] = useState<MailHandOff | null>(null)
  const errors = tried && values ? validateContact(values) : {}

  // Until the page hydrates, the browser's own checks guard the mailto: fallback action; after, ours do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  // The page is prerendered without the address's search: what it brings is filled in once live, never over
  // anything typed since the page appeared.
  // The router keeps the search's object while the address is the same, so this runs once per address.
  useEffect(() => {
    const form = formRef.current
    const values = Object.fromEntries(Object.entries(prefill ?? {}))
    if (!form || Object.keys(values).length === 0) return
    fillUntouched(form, values)
    announceFormChange(form)
  }, [prefill])

  const idFor = (field: ContactField) => `${baseId}-${field}`
  const field = (name: ContactField) => ({
    id: idFor(name),
    name,
    label: contactFormCopy.labels[name],
    error: contactErrorText(name, errors[name]),
  })
  const placeholder = (name: Exclude<ContactField, 'subject'>) => ({
    placeholder: contactFormCopy.placeholders[name],
    maxLength: CONTACT_MAX_LENGTH[name],
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (sending) return
    const entries = new FormData(form)
    const submitted = contactValuesFrom(entries)
    setTried(true)
    const first = firstInvalidField(validateContact(submitted))
    if (first) {
      const invalid = form.elements.namedItem(first)
      if (invalid instanceof HTMLElement) invalid.focus()
      return
    }
    startSending(async () => {
      try {
        const [delivery] = await Promise.all([
          deliver({ ...contactRequestFields(submitted), ...honeypotEntry(entries) }),
          wait(CONTACT_SEND_DELAY_MS),
        ])
        if (delivery.outcome === 'mail-app') {
          // The held fields read as empty to the form's checks; they were valid when sent.
          setTried(false)
          return setHandOff(delivery.mail)
        }
        const { outcome } = delivery
        const message = outcomeToast(outcome)
        showToast((toast) => {
          const show = outcome === 'sent' ? toast.success : toast.info
          show(message.title, { description: message.description })
        })
        clear(form)
      } catch {
        const message = outcomeToast('failed')
        showToast((toast) => toast.error(message.title, { description: message.description }))
      }
    })
  }

  function clear(form: HTMLFormElement) {
    form.reset()
    setTried(false)
  }

  function mailSent() {
    const message = outcomeToast('mail-app')
    showToast((toast) => toast.success(message.title, { description: message.description }))
    setHandOff(null)
    if (formRef.current) clear(formRef.current)
    // The panel that had focus is gone: the visitor lands on the emptied form, not wherever the page shrank to.
    document.getElementById(`${baseId}-title`)?.focus()
  }

  function editMessage() {
    // The fields are enabled again before the message field can take focus.
    flushSync(() => setHandOff(null))
    document.getElementById(idFor('message'))?.focus()
  }

  return (
    <form
      ref={formRef}
      action={`mailto:${contactCard.email}`}
      method="post"
      encType="text/plain"
      aria-labelledby={`${baseId}-title`}
      onSubmit={submit}
      className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
    >
      <h2 id={`${baseId}-title`} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
        {contactFormCopy.title}
      </h2>
      <p className="mt-2 text-ink-600">{contactFormCopy.intro}</p>

      {/* Held as it is while the message waits for the e-mail app, so what is sent is what is shown. */}
      <fieldset
        disabled={handOff !== null}
        className="mt-8 grid min-w-0 gap-x-5 gap-y-6 transition-opacity disabled:opacity-60 sm:grid-cols-2"
      >
        <TextField {...field('name')} {...placeholder('name')} required autoComplete="name" />
        <TextField {...field('email')} {...placeholder('email')} type="email" required autoComplete="email" />
        <TextField {...field('company')} {...placeholder('company')} optional autoComplete="organization" />
        <TextField {...field('role')} {...placeholder('role')} optional autoComplete="organization-title" />
        <SelectField
          {...field('subject')}
          options={subjectOptions}
          defaultValue="general"
          className="sm:col-span-2"
        />
        <TextField
          {...field('message')}
          {...placeholder('message')}
          required
          rows={6}
          className="sm:col-span-2"
        />
        <HoneypotField />
      </fieldset>

      {handOff ? (
        <div className="mt-8">
          <MailHandOffPanel mail={handOff} onSent={mailSent} onEdit={editMessage} takeFocus />
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600 sm:max-w-sm">{contactFormCopy.privacy}</p>
          <SubmitButton busy={sending} className="shrink-0">
            {sending ? contactFormCopy.sending : contactFormCopy.submit}
          </SubmitButton>
        </div>
      )}
    </form>
  )
}
