import { useCallback, useMemo } from 'react';
import { conversationTexts, type ConversationTextKeys, type ConversationTexts, type Translate } from './chat-texts.ts';

/** A change of a message's text, as the surface sends it (its own API client, and the caches it updates). */
interface EditMessageRequest {
  mutateAsync: (variables: { chatId: string; messageId: string; body: string }) => Promise<unknown>;
  isPending: boolean;
}

/**
 * What a chat surface (the agent console, the widget) lends the shared conversation components: its words, its
 * requests and its way of telling of a failure. Each member is a hook the components call as they render, so the
 * widget keeps its own translator, API client and toasts apart from the back office's; a surface is one constant.
 */
export interface ChatSurface {
  useTexts: () => ConversationTexts;
  useEditMessage: () => EditMessageRequest;
  /** Tells of a refused request the surface's way: a red notice under `title`, saying why. */
  useFailureNotice: () => (title: string, error: unknown) => void;
  /** The surface's look for a message being changed: the form's frame and its text box. */
  editClassNames?: { root?: string; input?: string };
}

interface SurfaceParts {
  /** The surface's translator (`t`), and where it keeps the conversation's words. */
  useTranslate: () => { t: Translate };
  textKeys: ConversationTextKeys;
  useEditMessage: () => EditMessageRequest;
  /** Words a failure for the reader. */
  useErrorText: () => (error: unknown) => string;
  /** Shows a notice the surface's way (a toast). */
  useShowNotice: () => (notice: { color: 'red'; title: string; message: string }) => void;
  editClassNames?: ChatSurface['editClassNames'];
}

/** A surface from its own translator, request and notices. */
export function chatSurface({ useTranslate, textKeys, useErrorText, useShowNotice, ...rest }: SurfaceParts) {
  const surface: ChatSurface = {
    useTexts: () => {
      const { t } = useTranslate();
      return useMemo(() => conversationTexts(t, textKeys), [t]);
    },
    ...rest,
    useFailureNotice: () => {
      const errorText = useErrorText();
      const show = useShowNotice();
      return useCallback(
        (title: string, error: unknown) => show({ color: 'red', title, message: errorText(error) }),
        [errorText, show],
      );
    },
  };
  return surface;
}
