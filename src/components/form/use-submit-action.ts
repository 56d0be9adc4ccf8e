import { startTransition, useActionState, type FormEvent } from 'react'

/**
 * React 19's action state for a form that submits through `onSubmit`. A `<form action={fn}>` would be
 * prerendered with a `javascript:` action, which the site's CSP (no inline script) reports on every load; so
 * the form has no action of its own (`FormCard`'s method is `dialog`: nothing typed ever lands in an address)
 * and hands its FormData to the action here. Unlike a form action, this never resets the fields: a refused form keeps what was typed.
 */
export function useSubmitAction<State>(
  action: (previous: Awaited<State>, form: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, dispatch, pending] = useActionState(action, initial)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    startTransition(() => dispatch(form))
  }
  return [state, submit, pending] as const
}
