import { notifications } from '@mantine/notifications';
import { useErrorMessage } from '../lib/forms/use-error-message.ts';
import { useOverlays } from '../lib/overlays/overlay-manager.tsx';

export interface ConfirmAction {
  title: string;
  message: string;
  confirmLabel: string;
  /** A red confirm button: the action removes or hides something. */
  danger?: boolean;
  run: () => Promise<unknown>;
  /** The toast once it worked. */
  done: string;
  /** The failed toast's title; the error's own text goes under it. */
  failed: string;
  /** The failed toast stays until it is closed (a refusal that takes reading). */
  failedStays?: boolean;
  /** After it worked (close the drawer of what was deleted). */
  onDone?: () => void;
}

/** Confirm, run, toast: the confirm overlay first, then the action, then a toast saying how it went. */
export function useConfirmAction() {
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  return ({ run, done, failed, failedStays, onDone, ...confirm }: ConfirmAction) =>
    overlays.open('confirm', {
      ...confirm,
      onConfirm: async () => {
        try {
          await run();
          notifications.show({ color: 'green', message: done });
          onDone?.();
        } catch (error) {
          notifications.show({
            color: 'red',
            title: failed,
            message: errorMessage(error),
            ...(failedStays ? { autoClose: false } : {}),
          });
        }
      },
    });
}
