import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { applyServerValidation } from './field-errors.tsx';
import { revealFirstError } from './reveal-first-error.ts';
import { useErrorMessage } from './use-error-message.ts';

interface FormSubmitOptions<Values> {
  /** The form's field paths: a server's validation issue on one of them is shown there. */
  fields: readonly string[];
  /** Sends the values, then says so and moves on; throws what the server answered. */
  save: (values: Values) => Promise<void>;
  /** A refusal that belongs on fields (a name already taken), given its text; null when it does not. */
  fieldErrorsOf?: (error: unknown, message: string) => FormErrors | null;
}

/**
 * Submitting a form to the server, as every back-office form does: a refused field (by the form's own check or the
 * server's) is brought into view; any other failure is shown above the form (`formError`), cleared on the next try.
 */
export function useFormSubmit<Values>(
  form: UseFormReturnType<Values>,
  { fields, save, fieldErrorsOf }: FormSubmitOptions<Values>,
) {
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        const onFields = fieldErrorsOf?.(error, errorMessage(error));
        if (onFields) form.setErrors(onFields);
        if (onFields || applyServerValidation(error, form.setErrors, fields)) revealFirstError(formElement);
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );
  return { submit, formError };
}
