import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatStatus } from '@tawasul/contracts/chats';

const COLORS: Record<ChatStatus, string> = {
  new: 'gray',
  waiting_for_agent: 'orange',
  pending_acceptance: 'blue',
  open: 'green',
  closed: 'gray',
};

/** Where a chat stands, in the shopper's words ("Connecting you to an agent", not "Pending acceptance"). */
export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant={status === 'closed' ? 'outline' : 'light'} data-status={status}>
      {t(`customerArea.status.${status}`)}
    </Badge>
  );
}
