/** A line under a label that says what a good answer looks like. */
export function FieldHint({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <p id={id} className="mt-1 text-sm text-ink-600">
      {text}
    </p>
  )
}
