import { useEffect, useState, type ComponentProps } from 'react'
import type { TextField } from '../../components/form/text-field'

type FieldModule = { TextField: typeof TextField }

/**
 * The join page's optional name field. Most attendees never open it, so its code (the form kit's field)
 * comes when it is opened, and the page goes live without it.
 */
export function NameField(props: ComponentProps<typeof TextField>) {
  const [field, setField] = useState<FieldModule | null>(null)
  useEffect(() => {
    let current = true
    import('../../components/form/text-field').then(
      (module) => current && setField(module),
      // Without its code (the network gone) the toggle stays without a field: the card goes without a name.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return field ? <field.TextField {...props} /> : null
}
