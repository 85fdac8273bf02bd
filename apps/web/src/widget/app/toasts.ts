/** A short message over the widget (an agent took the chat, a message arrived, something failed). */
export interface Toast {
  id: number;
  title?: string;
  message: string;
  color?: 'red';
  /** Where a click on it goes (the chat it is about). */
  onOpen?: () => void;
}

/** Toasts stay this long and at most this many show at once (the frame is small). */
const TOAST_MS = 5_000;
const LIMIT = 3;

/**
 * The widget's own toasts: a few lines instead of @mantine/notifications and its transition library, which the page
 * loaded in every store would otherwise carry.
 */
export function createToasts() {
  let list: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const set = (next: readonly Toast[]) => {
    list = next;
    for (const listener of [...listeners]) listener();
  };
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set(list.filter((toast) => toast.id !== id));
  };
  return {
    list: () => list,
    show(toast: Omit<Toast, 'id'>) {
      const id = nextId++;
      set([...list, { ...toast, id }].slice(-LIMIT));
      timers.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
      return id;
    },
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Toasts = ReturnType<typeof createToasts>;
