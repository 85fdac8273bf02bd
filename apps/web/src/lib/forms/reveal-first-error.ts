/**
 * After a refused submit, brings the first field with an error into view and focuses it: long forms (in drawers,
 * behind tabs) would otherwise fail silently below the fold.
 */
export function revealFirstError(form: EventTarget | null | undefined): void {
  if (!(form instanceof HTMLFormElement)) return;
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (target.matches('input, textarea, select')) target.focus({ preventScroll: true });
  });
}
