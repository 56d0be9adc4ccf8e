/** The id of a field's hint, which its control points to with aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`

/** The id of a field's error message, read after the hint. */
export const errorIdOf = (id: string) => `${id}-error`

interface Described {
  hint?: string
  error?: string
}

/** The accessibility attributes a control needs to be read with its hint and error. */
export function describedControl(id: string, { hint, error }: Described) {
  const describedBy = [hint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}
