import { ActionIcon, Code, CopyButton, Input, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';

/** Read-only code (a snippet to paste elsewhere) with a copy button. Code reads left to right in Arabic too. */
export function CodeBlock({ code, label, description }: { code: string; label?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} description={description}>
      <div style={{ position: 'relative', marginTop: 4 }} dir="ltr">
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', paddingRight: 44 }}
          data-testid="code-block"
        >
          {code}
        </Code>
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.actions.copied') : t('common.actions.copy')} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('common.actions.copied') : t('common.actions.copy')}
                style={{ position: 'absolute', top: 6, right: 6 }}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </div>
    </Input.Wrapper>
  );
}
