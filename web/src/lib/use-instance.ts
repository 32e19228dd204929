import { useQuery } from '@tanstack/react-query'
import { DEFAULT_INSTANCE_NAME, DEFAULT_SIGNUP_MODE, DEFAULT_SUPPORT_EMAIL } from '@usher/domain/instance/instance-settings'
import { DEFAULT_THEME_COLORS } from '@usher/domain/instance/theme-palette'
import { instanceQuery, type PublicInstance } from '@/api/instance'
import { rememberedInstance } from './remembered-instance'

const DEFAULTS: PublicInstance = {
  name: DEFAULT_INSTANCE_NAME,
  support_email: DEFAULT_SUPPORT_EMAIL,
  signup_mode: DEFAULT_SIGNUP_MODE,
  theme: { colors: DEFAULT_THEME_COLORS, logo_url: null },
}

/** The instance's query, showing what this browser last saw until the answer comes. */
export function useInstanceQuery() {
  return useQuery({ ...instanceQuery(), placeholderData: rememberedInstance })
}

/** The instance's name, Support address, sign-up mode and theme; the product's own until they are known. */
export function useInstance(): PublicInstance {
  return useInstanceQuery().data ?? DEFAULTS
}
