/** Spec section 9: the first letters of at most two words. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  // Array.from keeps a letter outside the basic plane (or a surrogate pair) whole.
  return words
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** Spec section 9: avatar sizes 3xs–3xl are 16…48 px in steps of 4. */
export const AVATAR_SIZES = {
  '3xs': 16,
  '2xs': 20,
  xs: 24,
  sm: 28,
  md: 32,
  lg: 36,
  xl: 40,
  '2xl': 44,
  '3xl': 48,
} as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;
