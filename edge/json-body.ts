import { readBody } from './read-body'

/** A request's body read as JSON: its value, or why it cannot be one. Each API words the refusal its own way. */
export type JsonBody = { value: unknown } | { refused: 'too-large' | 'malformed' }

/** The body as JSON, read to at most `maxBytes`: larger, not UTF-8 or not JSON, it is refused, never thrown. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  let text: string | null
  try {
    text = await readBody(request, maxBytes)
  } catch {
    return { refused: 'malformed' }
  }
  if (text === null) return { refused: 'too-large' }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return { refused: 'malformed' }
  }
}
