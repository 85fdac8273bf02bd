import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId, type ReactNode } from 'react';

// Tiptap and its styles load with the form, not with the pages list (and never outside this screen).
const RichTextEditorField = lazy(async () => ({
  default: (await import('./rich-text-editor.tsx')).RichTextEditorField,
}));

interface RichTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (html: string) => void;
  /** The language of the content: the Arabic editor writes right to left. */
  dir: 'ltr' | 'rtl';
}

/** A labelled rich-text field of a form: the editable area is a textbox named by the label. */
export function RichTextField({ label, description, error, value, onChange, dir }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
    >
      <Suspense fallback={<Skeleton height={230} radius="sm" mt={4} data-testid="editor-loading" />}>
        <div style={{ marginTop: 4 }}>
          <RichTextEditorField
            value={value}
            onChange={onChange}
            labelledBy={labelId}
            describedBy={description ? descriptionId : undefined}
            dir={dir}
            invalid={Boolean(error)}
          />
        </div>
      </Suspense>
    </Input.Wrapper>
  );
}
