/** Puts the keyboard in the composer's text field (Alt+C, "/", after accepting). */
export function focusComposer(slot: HTMLElement | null): boolean {
  const field = slot?.querySelector<HTMLElement>(
    '[data-testid="composer-slot"] :is(textarea, [contenteditable="true"], input[type="text"])',
  );
  if (!field) return false;
  field.focus();
  return true;
}
