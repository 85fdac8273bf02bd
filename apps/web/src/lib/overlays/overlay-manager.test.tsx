import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getOverlay, OverlayProvider, registerOverlay, useOverlays, type OverlayProps } from './overlay-manager.tsx';

function Hello({ opened, close, name }: OverlayProps & { name: string }) {
  return opened ? (
    <div role="dialog">
      Hello {name} <button onClick={close}>close</button>
    </div>
  ) : null;
}
registerOverlay('hello', Hello);

/** A screen that opens an overlay by id and shows what went wrong, as a screen would. */
function Opener({ id }: { id: string }) {
  const overlays = useOverlays();
  const [failure, setFailure] = useState('');
  const open = () => {
    try {
      overlays.open(id, { name: 'Sara' });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <button onClick={open}>open</button>
      <output>{failure}</output>
    </>
  );
}

const renderOpener = (id: string) =>
  render(
    <OverlayProvider>
      <Opener id={id} />
    </OverlayProvider>,
  );

describe('overlay manager', () => {
  it("throws 'Overlay not found' for an id nobody registered", async () => {
    expect(() => getOverlay('no-such-overlay')).toThrow('Overlay not found');
    renderOpener('no-such-overlay');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('status').textContent).toBe('Overlay not found');
  });

  it('opens a registered overlay by id with its props, and closes it', async () => {
    renderOpener('hello');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Sara');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves no exit timer behind when the page goes away while an overlay is closing', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderOpener('hello');
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      fireEvent.click(screen.getByRole('button', { name: 'close' }));
      expect(vi.getTimerCount()).toBe(1);
      act(() => unmount());
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
