import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatStatus } from '@tawasul/contracts/chats';

const COLORS: Record<ChatStatus, string> = {
  new: 'gray',
  waiting_for_agent: 'orange',
  pending_acceptance: 'blue',
  open: 'green',
  closed: 'dark',
};

/** A chat's status by name and colour: waiting ones stand out, closed ones step back. */
export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant={status === 'closed' ? 'outline' : 'light'} data-status={status}>
      {t(`chats.status.${status}`)}
    </Badge>
  );
}
