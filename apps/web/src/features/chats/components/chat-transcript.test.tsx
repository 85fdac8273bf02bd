import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message } from '../../../test/chat-factories.ts';
import { uuid } from '../../../test/factories.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ChatTranscript } from './chat-transcript.tsx';

const chatId = uuid();
const agent = { kind: 'agent' as const, id: uuid(), name: 'Sara Alqahtani', nameAr: null, image: null };
const messages = [
  message(chatId, { body: 'Where is my order?' }),
  message(chatId, { author: agent, body: 'Customer is a VIP', internal: true }),
  message(chatId, { author: agent, body: 'It left the warehouse.' }),
];

describe("Chat Management's transcript", () => {
  it.each([
    ['en', 'Internal note · staff only'],
    ['ar', 'ملاحظة داخلية · للفريق فقط'],
  ] as const)('shows internal notes apart from the conversation (%s)', (language, label) => {
    renderScreen(<ChatTranscript messages={messages} shopperName="Noura" />, { path: '/', language });
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((row) => row.getAttribute('data-note'))).toEqual([null, 'true', null]);
    expect(rows[1]!).toHaveTextContent(label);
    expect(rows[2]!).not.toHaveTextContent(label);
  });
});
