/** A field's inline error, shown under it and read with it; nothing while the value is fine. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-medium text-ember-700">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-ember-700 text-[0.625rem] font-bold text-white"
      >
        !
      </span>
      {message}
    </p>
  )
}
