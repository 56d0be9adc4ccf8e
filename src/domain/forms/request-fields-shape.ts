// The shape of a submission's fields as the forms endpoint receives them: which names a form sends and the
// JSON type of each. Shared by the contact and intake checks.
import type { RequestFields } from './request-delivery'

export type FieldType = 'string' | 'number' | 'boolean'

/** Why one field of a received submission is refused. */
export type FieldProblem =
  'missing' | 'unknown' | 'wrong-type' | 'required' | 'invalid' | 'too-long' | 'not-an-option'

export type FieldProblems = Record<string, FieldProblem>

/** Every field the form sends must be there with its type, and nothing else may be (bar `optional` names). */
export function shapeProblems(
  fields: RequestFields,
  types: Readonly<Record<string, FieldType>>,
  optional: readonly string[] = [],
): FieldProblems {
  const problems: FieldProblems = {}
  for (const [name, type] of Object.entries(types)) {
    if (!(name in fields)) problems[name] = 'missing'
    else if (typeof fields[name] !== type) problems[name] = 'wrong-type'
  }
  for (const name of Object.keys(fields)) {
    if (!(name in types) && !optional.includes(name)) problems[name] = 'unknown'
  }
  return problems
}

/** Whether a value is one of a list of choices (a select's options). */
export function isOption<T>(choices: readonly T[], value: unknown): value is T {
  return choices.includes(value as T)
}
