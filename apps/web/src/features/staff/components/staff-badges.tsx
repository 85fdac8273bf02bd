import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';

export function PresenceBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={online ? 'green' : 'gray'} variant="light" leftSection={<span aria-hidden>●</span>}>
      {online ? t('common.status.online') : t('common.status.offline')}
    </Badge>
  );
}

/** "Never logged in", or when the last sign-in was. */
export function LastSignIn({ member }: { member: StaffResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (member.neverLoggedIn || !member.lastSignInAt)
    return (
      <Badge color="yellow" variant="light">
        {t('staff.columns.never')}
      </Badge>
    );
  return (
    <Text size="sm" c="dimmed">
      {formatDate(member.lastSignInAt)}
    </Text>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'violet' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('common.status.active') : t('common.status.inactive')}
    </Badge>
  );
}
