import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../../../test/factories.ts';
import { renderScreen } from '../../../../test/render-screen.tsx';
import { failure, ok, standInServer, type StandInAnswer } from '../../../../test/stand-in-server.ts';
import { standInUploads } from '../../../../test/stand-in-uploads.ts';
import type { ComposerProps } from './composer.tsx';
import { ConsoleStandIn } from './test-console.tsx';
import { CHAT_ID, chat, storedMessage } from './test-records.ts';

const agent = sessionUser(['agent'], { email: 'agent@tawasul.test' });
const MB = 1024 * 1024;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Send = (body: { id: string; body?: string; attachmentIds?: string[] }) => StandInAnswer | Promise<StandInAnswer>;

function server(send: Send = (body) => ok(storedMessage(body))) {
  return standInServer({
    'POST /api/chats/:id/messages': ({ body }) => send(body as Parameters<Send>[0]),
  });
}

function open(props: Partial<ComposerProps> = {}, language: 'en' | 'ar' = 'en') {
  const view = renderScreen(<ConsoleStandIn chat={chat()} {...props} />, { path: '/agent', user: agent, language });
  return { ...view, input: screen.getByRole('textbox', { name: language === 'en' ? 'Message' : 'الرسالة' }) };
}

const sent = (calls: ReturnType<typeof server>) =>
  calls.callsTo('POST', `/api/chats/${CHAT_ID}/messages`).map((call) => call.body as Record<string, unknown>);
const messages = () => screen.queryAllByTestId('message');

describe('composer: writing and sending', () => {
  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const calls = server();
    const { input } = open();
    await userEvent.type(input, 'Hello{Shift>}{Enter}{/Shift}there');
    expect((input as HTMLTextAreaElement).value).toBe('Hello\nthere');
    expect(sent(calls)).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    const [body] = sent(calls);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'Hello\nthere', attachmentIds: [] });
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(input).toHaveFocus();
    await waitFor(() => expect(messages()[0]?.dataset.seq).toBe('7'));
    expect(messages()).toHaveLength(1);
  });

  it('never sends an empty or blank message', async () => {
    const calls = server();
    const { input } = open();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '{Enter}   {Enter}');
    expect(send).toBeDisabled();
    expect(sent(calls)).toHaveLength(0);
    expect(messages()).toHaveLength(0);
  });

  it('does not send while an input method is composing (Arabic, Japanese…), then sends on a plain Enter', async () => {
    const calls = server();
    const { input } = open();
    await userEvent.type(input, 'مرحبا');
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', isComposing: true });
    fireEvent.compositionEnd(input);
    // Safari reports the confirming Enter after compositionend, with keyCode 229.
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 229 });
    expect(sent(calls)).toHaveLength(0);
    expect((input as HTMLTextAreaElement).value).toBe('مرحبا');

    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]?.body).toBe('مرحبا');
  });

  it('shows a counter near the 4000-character limit and refuses a longer message', async () => {
    const calls = server();
    const { input } = open();
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(3000));
    expect(screen.queryByTestId('composer-counter')).not.toBeInTheDocument();
    await userEvent.paste('a'.repeat(700));
    expect(screen.getByTestId('composer-counter').textContent).toBe('3700 / 4000');
    await userEvent.paste('a'.repeat(301));
    expect(screen.getByText(/The message is longer than 4000 characters\./)).toHaveTextContent('4001 / 4000');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(sent(calls)).toHaveLength(0);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps each chat’s draft apart', async () => {
    server();
    const chats = [chat(), chat({ id: '66666666-6666-4666-8666-666666666662', number: 1043 })];
    function Switcher() {
      const [current, setCurrent] = useState(chats[0]!);
      return (
        <>
          {chats.map((item) => (
            <button key={item.id} type="button" onClick={() => setCurrent(item)}>
              {`Chat ${item.number}`}
            </button>
          ))}
          <ConsoleStandIn chat={current} />
        </>
      );
    }
    renderScreen(<Switcher />, { path: '/agent', user: agent });
    const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.type(input(), 'For Huda');
    await userEvent.click(screen.getByRole('button', { name: 'Chat 1043' }));
    expect(input().value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Chat 1042' }));
    expect(input().value).toBe('For Huda');
  });
});

describe('composer: the message appears at once and a failure keeps it', () => {
  it('shows the message while it is sending, then the server’s copy', async () => {
    let answer: (value: StandInAnswer) => void = () => {};
    const calls = server(() => new Promise((resolve) => (answer = resolve)));
    const { input } = open();
    await userEvent.type(input, 'Your order ships today{Enter}');

    const [pending] = await screen.findAllByTestId('message');
    expect(within(pending!).getByText('Your order ships today')).toBeInTheDocument();
    expect(pending!.dataset.seq).toBe('0');
    expect(within(pending!).getByText('Sending…')).toBeInTheDocument();

    const [body] = sent(calls) as [{ id: string; body: string }];
    act(() => answer(ok(storedMessage(body, 12))));
    await waitFor(() => expect(messages()[0]?.dataset.seq).toBe('12'));
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(messages()).toHaveLength(1);
  });

  it('keeps a failed message with "Not sent" and retries it with the same id, stored once', async () => {
    let attempts = 0;
    const calls = server((body) => {
      attempts += 1;
      return attempts === 1 ? failure(503, 'SERVICE_UNAVAILABLE') : ok(storedMessage(body, 9));
    });
    const { input } = open();
    await userEvent.type(input, 'Can you share the order number?{Enter}');

    const alert = await screen.findByTestId('message-not-sent');
    expect(within(alert).getByText('Not sent')).toBeInTheDocument();
    expect(within(alert).getByText('The service is not available right now.')).toBeInTheDocument();
    // The text is not lost: it stays in the conversation, ready to go again.
    expect(within(messages()[0]!).getByText('Can you share the order number?')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('message-not-sent')).not.toBeInTheDocument());
    const [first, second] = sent(calls) as [{ id: string }, { id: string }];
    expect(second).toEqual(first);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.dataset.seq).toBe('9');
  });

  it('discards a failed message when the agent chooses to', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { input } = open();
    await userEvent.type(input, 'Lost words{Enter}');
    const alert = await screen.findByTestId('message-not-sent');
    expect(
      within(alert).getByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(messages()).toHaveLength(0));
  });
});

describe('composer: typing indicator', () => {
  it('says "typing" at once and at most every 2 s, and "stopped" after 3 s idle or on send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server();
    const onTyping = vi.fn();
    const { input } = open({ onTyping });
    const type = (value: string) => fireEvent.change(input, { target: { value } });

    type('H');
    type('He');
    type('Hel');
    expect(onTyping.mock.calls).toEqual([[true]]);
    act(() => vi.advanceTimersByTime(2_100));
    type('Hell');
    expect(onTyping.mock.calls).toEqual([[true], [true]]);
    act(() => vi.advanceTimersByTime(3_100));
    expect(onTyping.mock.calls).toEqual([[true], [true], [false]]);

    type('Hello');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onTyping.mock.calls.at(-1)).toEqual([false]);
  });
});

describe('composer: attachments', () => {
  /** Uploads answered as the server stores them, each with its own id. */
  function uploadServer() {
    const uploads = standInUploads(({ url, file, count }) => {
      const id = `33333333-3333-4333-8333-33333333333${count}`;
      return {
        status: 201,
        body: {
          id,
          kind: url.endsWith('image') ? 'image' : 'document',
          mimeType: file?.type ?? 'application/octet-stream',
          sizeBytes: file?.size ?? 0,
          originalName: file?.name ?? 'file',
          url: `/api/uploads/${id}`,
          width: null,
          height: null,
        },
      };
    });
    return { sentFiles: uploads.sent, finish: () => act(() => uploads.finish()) };
  }

  function file(name: string, size: number, type: string) {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  }

  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('refuses a file over the size limit with the spec’s message, before uploading anything', async () => {
    const uploads = uploadServer();
    const calls = server();
    open();
    await userEvent.upload(fileInput(), file('huge.png', 11 * MB, 'image/png'));
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('huge.png')).toBeInTheDocument();
    expect(within(card).getByText('Please upload a file smaller than 10MB')).toBeInTheDocument();
    expect(uploads.sentFiles).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove huge.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);
  });

  it('refuses a type it does not take, and says the video limit is 200MB', async () => {
    const uploads = uploadServer();
    server();
    open();
    const composer = screen.getByTestId('composer');
    fireEvent.drop(composer, {
      dataTransfer: {
        types: ['Files'],
        files: [file('setup.exe', 1000, 'application/x-msdownload'), file('tour.mp4', 201 * MB, 'video/mp4')],
      },
    });
    expect(await screen.findByText('This type of file is not allowed here.')).toBeInTheDocument();
    expect(screen.getByText('Please upload a file smaller than 200MB')).toBeInTheDocument();
    expect(uploads.sentFiles).toHaveLength(0);
  });

  it('uploads a picked file with its progress, then sends it with the text', async () => {
    const uploads = uploadServer();
    const calls = server();
    const { input } = open();
    await userEvent.upload(fileInput(), file('invoice.pdf', 2 * MB, 'application/pdf'));
    expect(uploads.sentFiles.map((item) => item.url)).toEqual(['/api/uploads?kind=document']);
    expect(await screen.findByRole('progressbar', { name: 'Uploading invoice.pdf: 40%' })).toBeInTheDocument();

    await userEvent.type(input, 'Here is the invoice{Enter}');
    // Not while the file is still on its way.
    expect(sent(calls)).toHaveLength(0);
    expect(screen.getByText('The files are still uploading.')).toBeInTheDocument();

    uploads.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({
      body: 'Here is the invoice',
      attachmentIds: ['33333333-3333-4333-8333-333333333331'],
    });
    expect(screen.queryByTestId('composer-attachment')).not.toBeInTheDocument();
  });

  it('takes a pasted picture and a dropped file, and sends files without text', async () => {
    const uploads = uploadServer();
    const calls = server(() => new Promise(() => {}));
    const { input } = open();
    fireEvent.paste(input, { clipboardData: { files: [file('screenshot.png', 5000, 'image/png')], types: ['Files'] } });
    const composer = screen.getByTestId('composer');
    fireEvent.dragEnter(composer, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Drop files here to attach them')).toBeInTheDocument();
    fireEvent.drop(composer, { dataTransfer: { types: ['Files'], files: [file('notes.txt', 300, 'text/plain')] } });
    expect(screen.queryByText('Drop files here to attach them')).not.toBeInTheDocument();
    expect(uploads.sentFiles.map((item) => item.url)).toEqual([
      '/api/uploads?kind=image',
      '/api/uploads?kind=document',
    ]);
    expect(screen.getAllByTestId('composer-attachment')).toHaveLength(2);

    uploads.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({
      body: '',
      attachmentIds: ['33333333-3333-4333-8333-333333333331', '33333333-3333-4333-8333-333333333332'],
    });
    // Shown at once with its files, while the server has not answered yet.
    expect(within(messages()[0]!).getByText('screenshot.png')).toBeInTheDocument();
    expect(within(messages()[0]!).getByText('notes.txt')).toBeInTheDocument();
  });

  it('removes a file before sending', async () => {
    const uploads = uploadServer();
    const calls = server();
    const { input } = open();
    await userEvent.upload(fileInput(), file('wrong.pdf', 1000, 'application/pdf'));
    uploads.finish();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove wrong.pdf' }));
    await userEvent.type(input, 'Only words{Enter}');
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]).toMatchObject({ body: 'Only words', attachmentIds: [] });
  });
});

describe('composer: read-only', () => {
  it('explains why a closed chat cannot be written in', () => {
    server();
    renderScreen(<ConsoleStandIn chat={chat({ status: 'closed' })} disabled />, { path: '/agent', user: agent });
    expect(screen.getByText('This chat is closed. Its conversation is read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('asks to accept an offered chat first, in Arabic', () => {
    server();
    renderScreen(<ConsoleStandIn chat={chat({ status: 'pending_acceptance' })} disabled />, {
      path: '/agent',
      user: agent,
      language: 'ar',
    });
    expect(screen.getByText('اقبل هذه المحادثة لتتمكن من الرد على العميل.')).toBeInTheDocument();
  });
});
