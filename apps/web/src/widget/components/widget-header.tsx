import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconX } from '../../components/icons/outline-icons.tsx';
import type { ReactNode } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { useLocalizedText } from './use-localized-text.ts';
import { useWidget } from '../app/widget-context.tsx';
import classes from './widget.module.css';

interface WidgetHeaderProps {
  title?: string;
  subtitle?: string | null;
  /** Someone answering (an agent): their picture or initials instead of the brand's logo. */
  person?: { name: string; image: string | null } | null;
  /** Back to the home view (every view but home). */
  onBack?: () => void;
  actions?: ReactNode;
}

/**
 * The brand's bar: back, logo or agent, title, the view's actions, and the X that closes the widget (not in a panel of
 * ours, whose own close button is the one).
 */
export function WidgetHeader({ title, subtitle, person, onBack, actions }: WidgetHeaderProps) {
  const { t } = useWidgetText();
  const { bootstrap, frame, embed } = useWidget();
  const localized = useLocalizedText();
  const brandName = localized(bootstrap.brand.name);
  return (
    <header className={classes.header}>
      <Group wrap="nowrap" gap="sm">
        {onBack && (
          <ActionIcon
            variant="subtle"
            size="lg"
            className={classes.headerButton}
            onClick={onBack}
            aria-label={t('widget.actions.back')}
          >
            <IconArrowLeft className={classes.flipInRtl} size={20} />
          </ActionIcon>
        )}
        {person ? (
          <PersonAvatar name={person.name} image={person.image} />
        ) : (
          bootstrap.brand.logoUrl && <img src={bootstrap.brand.logoUrl} alt="" className={classes.logo} />
        )}
        <div className={classes.headerTitle}>
          <Text component="h1" fw={700} size="md" truncate data-testid="widget-title">
            {title ?? brandName}
          </Text>
          {subtitle && (
            <Text size="xs" truncate data-testid="widget-subtitle" style={{ opacity: 0.9 }}>
              {subtitle}
            </Text>
          )}
        </div>
        {actions}
        {embed !== 'panel' && (
          <ActionIcon
            variant="subtle"
            size="lg"
            className={classes.headerButton}
            onClick={() => frame.post({ type: 'tawasul:close' })}
            aria-label={t('widget.actions.closeWidget')}
            data-testid="close-widget"
          >
            <IconX size={20} />
          </ActionIcon>
        )}
      </Group>
    </header>
  );
}
