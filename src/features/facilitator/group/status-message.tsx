import { useCallback, useRef, useState } from 'react'

export type MessageTone = 'success' | 'neutral' | 'error'

export interface Message {
  text: string
  tone: MessageTone
  /** Lines under the text, such as each link that could not be read. */
  details?: readonly string[]
}

interface Shown extends Message {
  /** Tells two messages apart, so a repeat of the same words is read out again. */
  serial: number
}

/** The message a control last gave, and the function that gives the next one. */
export function useStatusMessage(): [Shown | null, (message: Message | null) => void] {
  const [shown, setShown] = useState<Shown | null>(null)
  const serial = useRef(0)
  const show = useCallback((message: Message | null) => {
    serial.current += 1
    setShown(message && { ...message, serial: serial.current })
  }, [])
  return [shown, show]
}

const TONES: Record<MessageTone, string> = {
  success: 'bg-mint-100 text-ink-950',
  neutral: 'bg-ink-100 text-ink-950',
  error: 'bg-ember-100 text-ember-800',
}

/**
 * A polite live region that stays on the page while empty, so screen readers read each message put in it;
 * each message is a new element inside it, so the same words twice are read twice.
 */
export function StatusMessage({
  message,
  className = 'mt-3 empty:mt-0',
}: {
  message: Shown | null
  /** Its place in the layout; the default takes no room while it is empty. */
  className?: string
}) {
  return (
    <div role="status" className={className}>
      {message && (
        <div key={message.serial} className={`rounded-2xl p-4 ${TONES[message.tone]}`}>
          <p>{message.text}</p>
          {message.details && message.details.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words">
              {message.details.map((detail, index) => (
                <li key={index}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
