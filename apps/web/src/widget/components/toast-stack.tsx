import { CloseButton, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import { useWidget } from '../app/widget-context.tsx';
import classes from './widget.module.css';

/** The toasts, over the top of the widget; announced politely to screen readers, each with a close button. */
export function ToastStack() {
  const { t } = useWidgetText();
  const { toasts } = useWidget();
  const list = useSyncExternalStore(toasts.subscribe, toasts.list);
  return (
    <div className={classes.toasts} role="status" aria-live="polite">
      {list.map((toast) => {
        const text = (
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            {toast.title && (
              <Text size="sm" fw={600}>
                {toast.title}
              </Text>
            )}
            {toast.message && (
              <Text size="sm" c={toast.color} lineClamp={3} dir="auto">
                {toast.message}
              </Text>
            )}
          </Stack>
        );
        return (
          <Paper
            key={toast.id}
            className={classes.toast}
            shadow="md"
            radius="md"
            data-color={toast.color}
            data-testid="toast"
          >
            {toast.onOpen ? (
              <UnstyledButton
                className={classes.toastBody}
                onClick={() => {
                  toasts.dismiss(toast.id);
                  toast.onOpen?.();
                }}
              >
                {text}
              </UnstyledButton>
            ) : (
              <div className={classes.toastBody}>{text}</div>
            )}
            <CloseButton size="sm" onClick={() => toasts.dismiss(toast.id)} aria-label={t('widget.actions.dismiss')} />
          </Paper>
        );
      })}
    </div>
  );
}
