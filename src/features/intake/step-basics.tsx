import { SelectField } from '../../components/form/select-field'
import { TextField } from '../../components/form/text-field'
import { INDUSTRIES, industryLabels, ORG_SIZES, orgSizeLabels } from '../../content/intake-options'
import { INTAKE_MAX_LENGTH } from '../../domain/intake/intake-fields'
import { labelledProps } from './field-props'
import type { StepProps } from './step-props'

const sizeOptions = ORG_SIZES.map((size) => ({ value: String(size), label: orgSizeLabels[size] }))
const industryOptions = INDUSTRIES.map((industry) => ({ value: industry, label: industryLabels[industry] }))

/** Step 1, Organization Basics: name, size, industry, the visitor's role and e-mail. */
export function StepBasics({ errors }: StepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        {...labelledProps('orgName', errors)}
        maxLength={INTAKE_MAX_LENGTH.orgName}
        autoComplete="organization"
        required
        className="sm:col-span-2"
      />
      <SelectField {...labelledProps('orgSize', errors)} options={sizeOptions} required />
      <SelectField {...labelledProps('industry', errors)} options={industryOptions} required />
      <TextField
        {...labelledProps('role', errors)}
        maxLength={INTAKE_MAX_LENGTH.role}
        autoComplete="organization-title"
        required
      />
      <TextField
        {...labelledProps('email', errors)}
        type="email"
        maxLength={INTAKE_MAX_LENGTH.email}
        autoComplete="email"
        required
      />
    </div>
  )
}
