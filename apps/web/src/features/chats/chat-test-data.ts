import type { ChatDetailsResponse, ChatResponse, EligibleAgent } from '@tawasul/contracts/chats';
import { chat as baseChat } from '../../test/chat-factories.ts';
import { staffMember, uuid } from '../../test/factories.ts';

export const SARA = staffMember();
export const OMAR = staffMember({
  name: 'Omar Farouk',
  firstNameEn: 'Omar',
  lastNameEn: 'Farouk',
  firstNameAr: 'عمر',
  lastNameAr: 'فاروق',
  email: 'agent2@tawasul.test',
});

/** A chat of Sara's, in the contract's shape. */
export const chat = (overrides: Partial<ChatResponse> = {}): ChatResponse =>
  baseChat({ agent: { id: SARA.id, name: 'Sara Alqahtani', nameAr: null, image: null }, ...overrides });

export function guestChat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return chat({
    number: 1043,
    status: 'waiting_for_agent',
    shopper: { kind: 'guest', id: uuid(), name: null, phone: null, email: null },
    agent: null,
    offeredAt: null,
    acceptedAt: null,
    ...overrides,
  });
}

export function details(base: ChatResponse, timeline: ChatDetailsResponse['timeline'] = []): ChatDetailsResponse {
  return { ...base, timeline };
}

export function eligible(overrides: Partial<EligibleAgent> = {}): EligibleAgent {
  return {
    id: SARA.id,
    name: 'Sara Alqahtani',
    image: null,
    online: true,
    load: 1,
    maxLoad: 5,
    current: false,
    ...overrides,
  };
}
