import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface DrawerParams<N extends string> {
  /** The open drawer (`?view=ID`, `?edit=new` …) or null. */
  active: { name: N; id: string } | null;
  /** The id the named drawer shows, or null while another one (or none) is open. */
  idOf: (name: N) => string | null;
  open: (name: N, id: string) => void;
  close: () => void;
}

/**
 * The record drawers of a screen as query-string parameters, so a detail view is linkable and survives a reload.
 * At most one is open: opening one closes the others in the same navigation; closing replaces the history entry,
 * so Back does not reopen it.
 */
export function useDrawerParams<N extends string>(names: readonly N[]): DrawerParams<N> {
  const [searchParams, setSearchParams] = useSearchParams();
  const found = names.map((name) => ({ name, id: searchParams.get(name) })).find((entry) => entry.id);
  const active = found?.id ? { name: found.name, id: found.id } : null;
  const key = names.join(',');

  const change = useCallback(
    (target: { name: N; id: string } | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of key.split(',')) next.delete(name);
          if (target) next.set(target.name, target.id);
          return next;
        },
        { replace: target === null },
      ),
    [key, setSearchParams],
  );

  return {
    active,
    idOf: (name: N) => (active?.name === name ? active.id : null),
    open: useCallback((name: N, id: string) => change({ name, id }), [change]),
    close: useCallback(() => change(null), [change]),
  };
}

/** The last id a drawer showed, so its content stays on screen while it slides out after closing. */
export function useLastId(id: string | null): string | null {
  const [last, setLast] = useState(id);
  if (id !== null && id !== last) setLast(id);
  return id ?? last;
}
