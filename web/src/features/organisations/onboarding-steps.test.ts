import { describe, expect, it } from 'vitest'
import { nextStep, ONBOARDING_STEPS } from './onboarding-steps'

describe('onboarding', () => {
  it('walks the steps in order and ends done', () => {
    expect(ONBOARDING_STEPS.map((s) => s.step)).toEqual(['profile', 'address', 'teammates'])
    expect(nextStep('profile')).toBe('address')
    expect(nextStep('teammates')).toBe('done')
  })
})
