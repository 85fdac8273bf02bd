import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import classes from './composer.module.css';

/**
 * The text box of the reply composer and of the note box: borderless inside its frame, growing with the text up to
 * eight lines. Marked as the console's composer input, which keyboard shortcuts focus (`focus-composer.ts`).
 */
export function ComposerField({ ref, ...props }: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Textarea
      ref={ref}
      variant="unstyled"
      classNames={{ input: classes.textarea }}
      autosize
      minRows={1}
      maxRows={8}
      data-composer-input
      {...props}
    />
  );
}
