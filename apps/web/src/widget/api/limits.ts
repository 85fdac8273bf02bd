/**
 * The contracts' message limits (chats.ts), repeated here so that the widget page carries no Zod: importing a value
 * from a schema file brings the whole of Zod along. `widget-contracts.test.ts` checks they stay the same.
 */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_MAX_ATTACHMENTS = 10;
