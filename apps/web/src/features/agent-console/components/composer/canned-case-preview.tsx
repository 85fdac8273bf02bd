import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconMovie, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { OptimizedImage } from '../../../../components/image/optimized-image.tsx';
import { cannedCaseText } from '../../api/use-send-message.ts';
import classes from './composer.module.css';

const THUMB = 56;

/** What the shopper receives when the case is sent: its text in the chat's language and its media. */
export function CannedCasePreview({
  found,
  language,
  onSend,
  onCancel,
}: {
  found: CannedCaseResponse | null;
  language: ProductLanguage;
  onSend: (found: CannedCaseResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (!found) {
    return (
      <Paper withBorder p="md" className={classes.preview}>
        <Text size="sm" c="dimmed">
          {t('agentConsole.canned.choose')}
        </Text>
      </Paper>
    );
  }
  const { title } = cannedCaseText(found, language);
  const description = language === 'ar' ? found.descriptionAr || found.descriptionEn : found.descriptionEn;
  return (
    <Paper withBorder p="sm" className={classes.preview} aria-label={t('agentConsole.canned.preview')} role="region">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('agentConsole.canned.preview')}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {t(`agentConsole.canned.language.${language}`)}
          </Badge>
        </Group>
        <div className={classes.previewScroll}>
          {/* The chat's language may differ from the agent's: the text takes its own direction. */}
          <Stack gap={4} dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
            <Text fw={600} size="sm">
              {title || t('agentConsole.canned.untitled')}
            </Text>
            {description && (
              <Text size="sm" className={classes.previewText}>
                {description}
              </Text>
            )}
          </Stack>
        </div>
        {found.images.length > 0 && (
          <Group gap={6}>
            {found.images.slice(0, 4).map((image) => (
              <OptimizedImage
                key={image.id}
                uploadId={image.id}
                alt={image.originalName}
                width={THUMB}
                height={THUMB}
                radius={6}
              />
            ))}
            {found.images.length > 4 && (
              <Text size="xs" c="dimmed">
                +{found.images.length - 4}
              </Text>
            )}
          </Group>
        )}
        {found.documents.map((document) => (
          <Group key={document.id} gap={6} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="xs" truncate>
              {document.originalName}
            </Text>
          </Group>
        ))}
        {found.video && (
          <Group gap={6} wrap="nowrap">
            <IconMovie size={16} aria-hidden />
            <Text size="xs">
              {found.video.kind === 'upload' ? found.video.file.originalName : t('agentConsole.canned.video')}
            </Text>
          </Group>
        )}
        <Group justify="flex-end" gap="xs" mt="auto">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('agentConsole.canned.cancel')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconSend size={14} className={classes.sendIcon} />}
            onClick={() => onSend(found)}
          >
            {t('agentConsole.canned.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
