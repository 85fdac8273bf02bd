import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkResponse } from '@tawasul/contracts/auth';
import { ENDPOINTS } from '@tawasul/contracts/endpoints';
import { HealthResponse } from '@tawasul/contracts/system';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { endpointContractsPlugin } from './endpoint-contracts.ts';

/** Issue 20: every endpoint is one contract in `@tawasul/contracts/endpoints`, and the server is exactly those. */

let t: TestApp;
beforeAll(async () => {
  // Building the app is the first check: a route that differs from its contract stops it.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the endpoint contracts', () => {
  it('each has its route in the app', () => {
    const absent = Object.keys(ENDPOINTS).filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return !t.app.hasRoute({ method: method as 'GET', url });
    });
    expect(absent).toEqual([]);
  });

  it('stop the app from building when a route differs from its contract or has none', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(endpointContractsPlugin, {
      table: { 'GET /api/planted': { response: { 200: OkResponse } } },
    });

    expect(() => app.get('/api/planted', { schema: { response: { 200: HealthResponse } } }, () => ({}))).toThrow(
      'GET /api/planted differs from its contract in its 200 answer',
    );
    expect(() =>
      app.get('/api/planted', { schema: { querystring: OkResponse, response: { 200: OkResponse } } }, () => ({})),
    ).toThrow('GET /api/planted differs from its contract in its querystring');
    expect(() => app.post('/api/unplanned', () => ({}))).toThrow(
      'POST /api/unplanned has no endpoint contract (packages/contracts/src/endpoints/)',
    );
    expect(() => app.get('/api/planted', { schema: { response: { 200: OkResponse } } }, () => ({}))).not.toThrow();
    await app.close();
  });
});
