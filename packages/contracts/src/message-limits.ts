/**
 * A message's limits. This file holds no schema and imports none, so the widget's page may use its values without
 * bringing Zod along (`widget-contracts.test.ts` checks it).
 */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_MAX_ATTACHMENTS = 10;
