import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormCard } from '../../components/form/form-card'
import { TextField } from '../../components/form/text-field'
import { buttonClasses } from '../../components/ui/button-styles'
import { joinCopy } from '../../content/join/joining'
import { normaliseRoomCode } from '../../domain/room/room-protocol'

/** /join: the code as typed from the room screen; a code that cannot be one is said so before anything is sent. */
export function JoinForm() {
  const id = useId()
  const navigate = useNavigate()
  const [error, setError] = useState<string | undefined>()
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = normaliseRoomCode(String(new FormData(event.currentTarget).get('code') ?? ''))
    if (!code) {
      setError(joinCopy.invalidCode)
      event.currentTarget.querySelector('input')?.focus()
      return
    }
    void navigate({ to: '/join/$code', params: { code } })
  }
  return (
    <div className="container-page max-w-xl pt-[calc(var(--spacing-bar)+3rem)] pb-12">
      <FormCard id={id} title={joinCopy.title} intro={joinCopy.intro} onSubmit={submit} headingLevel={1}>
        <TextField
          id={`${id}-code`}
          name="code"
          label={joinCopy.label}
          placeholder={joinCopy.placeholder}
          autoComplete="off"
          maxLength={12}
          error={error}
          required
          className="mt-6"
        />
        <button type="submit" className={`${buttonClasses('primary', 'lg')} mt-6`}>
          {joinCopy.submit}
        </button>
      </FormCard>
    </div>
  )
}
