/**
 * Messages whose form is about to tell the visitor how they left the device. A background pass that sends one
 * meanwhile (the page's first idle pass, as the visitor sends) must not tell it a second time.
 */
const toldByForm = new Set<string>()

/** Holds `id` for its form while `telling` runs: the form's own answer is the one the visitor gets. */
export async function whileFormTells<T>(id: string, telling: () => Promise<T>): Promise<T> {
  toldByForm.add(id)
  try {
    return await telling()
  } finally {
    toldByForm.delete(id)
  }
}

export function isToldByForm(id: string): boolean {
  return toldByForm.has(id)
}
