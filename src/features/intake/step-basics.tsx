import { SelectField } from '../../components/form/select-field'
import { TextField } from '../../components/form/text-field'
import { intakeFields } from '../../content/intake'
import { INDUSTRIES, industryLabels, ORG_SIZES, orgSizeLabels } from '../../content/intake-options'
import { INTAKE_MAX_LENGTH } from '../../domain/intake-fields'
import { fieldId } from './field-ids'
import type { StepProps } from './step-props'

const sizeOptions = ORG_SIZES.map((size) => ({ value: String(size), label: orgSizeLabels[size] }))
const industryOptions = INDUSTRIES.map((industry) => ({ value: industry, label: industryLabels[industry] }))

/** Step 1, Organization Basics: name, size, industry, the visitor's role and e-mail. */
export function StepBasics({ errors }: StepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        id={fieldId('orgName')}
        name="orgName"
        label={intakeFields.orgName.label}
        error={errors.orgName}
        maxLength={INTAKE_MAX_LENGTH.orgName}
        autoComplete="organization"
        required
        className="sm:col-span-2"
      />
      <SelectField
        id={fieldId('orgSize')}
        name="orgSize"
        label={intakeFields.orgSize.label}
        options={sizeOptions}
        error={errors.orgSize}
        required
      />
      <SelectField
        id={fieldId('industry')}
        name="industry"
        label={intakeFields.industry.label}
        options={industryOptions}
        error={errors.industry}
        required
      />
      <TextField
        id={fieldId('role')}
        name="role"
        label={intakeFields.role.label}
        hint={intakeFields.role.hint}
        error={errors.role}
        maxLength={INTAKE_MAX_LENGTH.role}
        autoComplete="organization-title"
        required
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label={intakeFields.email.label}
        hint={intakeFields.email.hint}
        error={errors.email}
        maxLength={INTAKE_MAX_LENGTH.email}
        autoComplete="email"
        required
      />
    </div>
  )
}
