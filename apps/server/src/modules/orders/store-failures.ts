import type { StoreProblem } from '@tawasul/contracts/brands';
import type { ErrorCode } from '@tawasul/contracts/errors';
import type { OrderStoreFailure } from '../../integrations/order-store.ts';

/** A store call's failure as the brand's status tells it. */
export const PROBLEM_OF_FAILURE: Readonly<Record<OrderStoreFailure, StoreProblem>> = {
  address_refused: 'address_refused',
  dns: 'dns',
  tls: 'tls',
  unreachable: 'store_down',
  failed: 'store_down',
  unauthorized: 'credentials',
  scope: 'scope',
  rate_limited: 'rate_limited',
  unexpected_response: 'not_store',
};

/**
 * The connection test's answer for each failure. Every refused address answers the same code, before any
 * connection is made, so the test cannot tell an open port from a closed one behind it.
 */
export const TEST_ERROR_OF_FAILURE: Readonly<Record<OrderStoreFailure, ErrorCode>> = {
  address_refused: 'STORE_ADDRESS_NOT_ALLOWED',
  dns: 'STORE_DNS_FAILED',
  tls: 'STORE_TLS_FAILED',
  unreachable: 'STORE_UNREACHABLE',
  failed: 'STORE_UNREACHABLE',
  unauthorized: 'STORE_CREDENTIALS_REJECTED',
  scope: 'STORE_CREDENTIALS_REJECTED',
  rate_limited: 'STORE_RATE_LIMITED',
  unexpected_response: 'STORE_NOT_CS_CART',
};

/**
 * Problems that need someone to act (reconnect, fix the address or the certificate) mark the brand's connection
 * failed; a store that is down or busy stays connected, with the problem shown until it answers again.
 */
export const problemFailsConnection = (problem: StoreProblem) => problem !== 'store_down' && problem !== 'rate_limited';
