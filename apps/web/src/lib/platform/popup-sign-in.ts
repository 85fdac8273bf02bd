/** Spec sections 1, 4 and 9: sign-in in a popup window, 960x600 by default, with a temporary local marker. */
export const POPUP_MARKER_KEY = 'tawasul:popup-sign-in';
const POPUP_SIZE = { width: 960, height: 600 } as const;

interface PopupHost {
  open: (url: string, target: string, features: string) => Window | null;
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  localStorage: Pick<Storage, 'setItem'>;
}

/**
 * Opens `url` in a centred popup and leaves the marker for the app that starts inside it. Resolves when the popup
 * closes (the opener then re-reads its session); resolves at once when a popup blocker refused the window.
 */
export function openSignInPopup(
  url: string,
  { width = POPUP_SIZE.width, height = POPUP_SIZE.height } = {},
  host: PopupHost = window,
  pollMs = 500,
): Promise<void> {
  const left = Math.round(host.screenX + (host.outerWidth - width) / 2);
  const top = Math.round(host.screenY + (host.outerHeight - height) / 2);
  host.localStorage.setItem(POPUP_MARKER_KEY, String(Date.now()));
  const popup = host.open(url, 'tawasul-sign-in', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  return new Promise((resolve) => {
    if (!popup) return resolve();
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        resolve();
      }
    }, pollMs);
  });
}

/**
 * Runs once at start-up, after the session is known: a window that carries the marker removes it, and closes
 * itself when nobody is signed in (the sign-in in the popup was abandoned or refused).
 */
export function settlePopupSignIn(
  signedIn: boolean,
  host: { localStorage: Pick<Storage, 'getItem' | 'removeItem'>; close: () => void } = window,
): 'none' | 'closed' | 'kept' {
  if (host.localStorage.getItem(POPUP_MARKER_KEY) === null) return 'none';
  host.localStorage.removeItem(POPUP_MARKER_KEY);
  if (signedIn) return 'kept';
  host.close();
  return 'closed';
}
