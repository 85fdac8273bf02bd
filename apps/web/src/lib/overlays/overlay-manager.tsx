import {
  createContext,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What every overlay (modal, drawer, confirmation) receives besides its own props. */
export interface OverlayProps {
  opened: boolean;
  close: () => void;
}

type OverlayComponent = ComponentType<OverlayProps & Record<string, unknown>>;

const registry = new Map<string, OverlayComponent>();

/**
 * Overlays are registered by id (a screen registers its drawers when its chunk loads) and opened from anywhere by
 * that id, so a linkable view (`?view=ID`) and a button open the same thing.
 */
export function registerOverlay<P extends object>(id: string, component: ComponentType<OverlayProps & P>): void {
  registry.set(id, component as unknown as OverlayComponent);
}

export function getOverlay(id: string): OverlayComponent {
  const component = registry.get(id);
  if (!component) throw new Error('Overlay not found');
  return component;
}

interface OpenOverlay {
  key: number;
  id: string;
  props: Record<string, unknown>;
  opened: boolean;
}

interface OverlayApi {
  open: (id: string, props?: Record<string, unknown>) => () => void;
  closeAll: () => void;
}

const OverlayContext = createContext<OverlayApi | null>(null);

/** Closing plays Mantine's exit transition before the overlay is unmounted. */
const EXIT_MS = 300;

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenOverlay[]>([]);
  const nextKey = useRef(0);
  // Exit timers still pending when the provider unmounts are cleared: no state update after the page is gone.
  const exitTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = exitTimers.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  const closeKey = useCallback((key: number) => {
    setOpen((current) => current.map((item) => (item.key === key ? { ...item, opened: false } : item)));
    const timer = setTimeout(() => {
      exitTimers.current.delete(timer);
      setOpen((current) => current.filter((item) => item.key !== key));
    }, EXIT_MS);
    exitTimers.current.add(timer);
  }, []);

  const api = useMemo<OverlayApi>(
    () => ({
      open: (id, props = {}) => {
        getOverlay(id);
        const key = nextKey.current++;
        setOpen((current) => [...current, { key, id, props, opened: true }]);
        return () => closeKey(key);
      },
      closeAll: () => open.forEach((item) => closeKey(item.key)),
    }),
    [open, closeKey],
  );

  return (
    <OverlayContext value={api}>
      {children}
      {/* Overlays may be lazy components: their code loads on first use. */}
      <Suspense fallback={null}>
        {open.map(({ key, id, props, opened }) => {
          const Overlay = getOverlay(id);
          return <Overlay key={key} {...props} opened={opened} close={() => closeKey(key)} />;
        })}
      </Suspense>
    </OverlayContext>
  );
}

export function useOverlays(): OverlayApi {
  const api = use(OverlayContext);
  if (!api) throw new Error('useOverlays needs an OverlayProvider');
  return api;
}
