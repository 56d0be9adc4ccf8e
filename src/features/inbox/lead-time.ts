// When a lead came, in the owner's own time zone (this browser's), its zone named so nobody misreads it.
let format: Intl.DateTimeFormat | undefined

export function leadTime(iso: string): string {
  // Field by field: dateStyle and timeStyle cannot be combined with timeZoneName.
  format ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  return format.format(new Date(iso))
}
