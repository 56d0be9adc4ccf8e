import { describe, expect, it } from 'vitest'
import { missingSecrets } from '../../scripts/check-deploy-secrets.mjs'

describe('the deploy’s secret check', () => {
  it('passes when the address salt is set', () => {
    expect(missingSecrets(JSON.stringify([{ name: 'FORMS_IP_SALT', type: 'secret_text' }]))).toEqual([])
  })

  it('names the salt when it is missing, or when the list cannot be read', () => {
    expect(missingSecrets('[]')).toEqual(['FORMS_IP_SALT'])
    expect(missingSecrets(JSON.stringify([{ name: 'OTHER', type: 'secret_text' }]))).toEqual([
      'FORMS_IP_SALT',
    ])
    expect(missingSecrets('Not logged in')).toEqual(['FORMS_IP_SALT'])
  })
})
