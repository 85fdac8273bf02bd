import { Typography } from '@mantine/core';

interface RichTextContentProps {
  /** HTML the server has sanitised (only the rich-text tags of contracts, no scripts or event handlers). */
  html: string;
  dir?: 'ltr' | 'rtl';
  'data-testid'?: string;
}

/** Stored rich text (a CMS page) with the theme's typography. */
export function RichTextContent({ html, dir, 'data-testid': testId }: RichTextContentProps) {
  return (
    <Typography dir={dir} data-testid={testId}>
      {/* Sanitised on the server when it was written (apps/server/src/lib/rich-text.ts), so it is safe to render. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
