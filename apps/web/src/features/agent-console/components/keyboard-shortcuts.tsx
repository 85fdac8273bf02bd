import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** The console's shortcuts, as the help lists them (the screen binds the same keys). */
const SHORTCUTS = [
  { keys: ['Alt', '↓'], action: 'next' },
  { keys: ['Alt', '↑'], action: 'previous' },
  { keys: ['Alt', 'A'], action: 'accept' },
  { keys: ['Alt', 'C'], action: 'composer' },
  { keys: ['/'], action: 'composerSlash' },
  { keys: ['Shift', '?'], action: 'help' },
] as const;

/** "Keyboard shortcuts": what each key does in the console. */
export function KeyboardShortcuts({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('agentConsole.shortcuts.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="sm">
        <Table verticalSpacing={6} data-testid="shortcuts">
          <Table.Tbody>
            {SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td>{t(`agentConsole.shortcuts.${shortcut.action}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end" dir="ltr">
                    {shortcut.keys.map((key, index) => (
                      <Group key={key} gap={4} wrap="nowrap">
                        {index > 0 && <Text size="xs">+</Text>}
                        <Kbd>{key}</Kbd>
                      </Group>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('agentConsole.shortcuts.note')}
        </Text>
      </Stack>
    </Modal>
  );
}
