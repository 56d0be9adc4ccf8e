import { readBody } from './read-body'
import { roomError } from './room-responses'

function isJsonType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/** A request's JSON body, or the rooms API's refusal: 413 over `maxBytes`, 415 when it is not JSON. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ value: unknown } | Response> {
  if (!isJsonType(request.headers.get('Content-Type'))) return roomError('not-json')
  let text: string | null
  try {
    text = await readBody(request, maxBytes)
  } catch {
    return roomError('not-json')
  }
  if (text === null) return roomError('too-large')
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return roomError('not-json')
  }
}
