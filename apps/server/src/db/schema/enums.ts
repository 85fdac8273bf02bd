import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['admin', 'brand_manager', 'agent', 'customer']);
export const productLanguage = pgEnum('product_language', ['en', 'ar']);
export const orderManager = pgEnum('order_manager', ['salla', 'cs_cart']);
export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
/**
 * Why a brand's store answered no more (contracts `StoreProblem`): told apart in the connection test and the
 * brand's status.
 */
export const storeProblem = pgEnum('store_problem', [
  'address_refused',
  'dns',
  'tls',
  'store_down',
  'credentials',
  'scope',
  'rate_limited',
  'not_store',
]);
