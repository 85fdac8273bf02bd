import type { ReactNode } from 'react';

/** The first error of a list field (`criticalWords.2`, `imageUploadIds.0`), shown on the field itself. */
export function firstListError(errors: Record<string, unknown>, field: string): ReactNode {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? (errors[key] as ReactNode) : undefined;
}

/** The errors without those of a list field, for when the field changes. */
export function withoutListErrors<E extends Record<string, unknown>>(errors: E, field: string): E {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name !== field && !name.startsWith(`${field}.`)),
  ) as E;
}
