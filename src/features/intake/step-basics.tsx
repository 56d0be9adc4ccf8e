import { intakeFields } from '../../content/intake'
import { INDUSTRIES, industryLabels, ORG_SIZES, orgSizeLabels } from '../../content/intake-options'
import { SelectField } from './select-field'
import type { StepProps } from './step-props'
import { TextField } from './text-field'

const sizeOptions = ORG_SIZES.map((size) => ({ value: String(size), label: orgSizeLabels[size] }))
const industryOptions = INDUSTRIES.map((industry) => ({ value: industry, label: industryLabels[industry] }))

/** Step 1, Organization Basics: name, size, industry, the visitor's role and e-mail. */
export function StepBasics({ answers, update, errors }: StepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          field="orgName"
          label={intakeFields.orgName.label}
          value={answers.orgName}
          onChange={(value) => update('orgName', value)}
          error={errors.orgName}
          autoComplete="organization"
          required
        />
      </div>
      <SelectField
        field="orgSize"
        label={intakeFields.orgSize.label}
        value={answers.orgSize ? String(answers.orgSize) : ''}
        options={sizeOptions}
        onChange={(value) => update('orgSize', ORG_SIZES.find((size) => String(size) === value) ?? 0)}
        error={errors.orgSize}
      />
      <SelectField
        field="industry"
        label={intakeFields.industry.label}
        value={answers.industry}
        options={industryOptions}
        onChange={(value) => update('industry', INDUSTRIES.find((industry) => industry === value) ?? '')}
        error={errors.industry}
      />
      <TextField
        field="role"
        label={intakeFields.role.label}
        hint={intakeFields.role.hint}
        value={answers.role}
        onChange={(value) => update('role', value)}
        error={errors.role}
        autoComplete="organization-title"
        required
      />
      <TextField
        field="email"
        type="email"
        label={intakeFields.email.label}
        hint={intakeFields.email.hint}
        value={answers.email}
        onChange={(value) => update('email', value)}
        error={errors.email}
        autoComplete="email"
        required
      />
    </div>
  )
}
