import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const OutboxChannel = z.enum(['email', 'sms']);

export const OutboxItem = z.object({
  id: z.string(),
  channel: OutboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

export const OutboxQuery = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxResponse = z.object({ items: z.array(OutboxItem) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;

export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
