import type { Config } from '../config.ts';
import type { StoreConnectionsService } from '../modules/orders/store-connections.service.ts';
import { startCsCartStandIn } from './cs-cart-stand-in.ts';
import { startSallaStandIn } from './salla-stand-in.ts';

/** Demo order numbers to try (README): Nakheel Dates on Salla, Qamar Electronics on CS-Cart. */
export const DEMO_ORDER_NUMBERS = { nakheel: '2500101', qamar: '10402' } as const;
/** The phone each was placed with (Noura's and Hamad's): a guest gives it to see the order. */
export const DEMO_ORDER_PHONES = { nakheel: '+966550000101', qamar: '+966550000102' } as const;

const isLoopback = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/i.test(url);

/**
 * The demo's stores: the Salla and CS-Cart stand-ins, in this process on loopback ports, with Nakheel Dates (Salla)
 * and Qamar Electronics (CS-Cart) connected to them, so order tracking works out of the box. `config` points Salla at
 * the stand-in (the connect popup approves at once there). Never in production.
 */
export async function startDemoStores(config: Config) {
  if (config.isProduction) throw new Error('The store stand-ins never run in production.');
  const salla = await startSallaStandIn({
    merchantName: 'Nakheel Dates',
    ...(config.demoSallaPort ? { port: config.demoSallaPort } : {}),
  });
  const webhookSecret = config.salla.webhookSecret ?? 'demo-salla-webhook-secret';
  const csCart = await startCsCartStandIn({ storeName: 'Qamar Electronics' });

  return {
    config: {
      ...config,
      salla: {
        apiUrl: salla.url,
        accountsUrl: salla.url,
        clientId: salla.clientId,
        clientSecret: salla.clientSecret,
        webhookSecret,
      },
      // The stand-ins listen on loopback: the demo names their two origins, and only those, as reachable.
      storePrivateOrigins: [...config.storePrivateOrigins, salla.url, csCart.url],
    } satisfies Config,
    sallaUrl: salla.url,
    csCartUrl: csCart.url,
    orderNumbers: DEMO_ORDER_NUMBERS,
    orderPhones: DEMO_ORDER_PHONES,

    /** Connects the demo brands to the stand-ins (again at every start: the stand-ins' ports and tokens are new). */
    async wire(connections: StoreConnectionsService, log: (message: string, error?: unknown) => void): Promise<void> {
      const nakheel = await connections.brandByWidgetId('demo-nakheel');
      if (nakheel && nakheel.orderManager !== 'cs_cart') {
        const issued = salla.issueTokens(salla.merchantId);
        await connections
          .adoptSallaTokens(nakheel.id, {
            merchantId: String(salla.merchantId),
            storeName: 'Nakheel Dates',
            tokens: {
              accessToken: issued.access_token,
              refreshToken: issued.refresh_token,
              expiresAt: new Date(issued.expires * 1000),
              scope: issued.scope,
            },
          })
          .catch((error: unknown) => log('could not connect Nakheel Dates to the Salla stand-in', error));
      }
      const qamar = await connections.brandByWidgetId('demo-qamar');
      if (qamar && qamar.orderManager !== 'salla') {
        const current = await connections.connection(qamar.id);
        // A store someone pointed the demo brand at is theirs: only a stand-in's (loopback) address is replaced.
        if (!current?.storeUrl || isLoopback(current.storeUrl)) {
          await connections
            .adoptCsCart(qamar.id, {
              storeUrl: csCart.url,
              email: csCart.email,
              apiKey: csCart.apiKey,
              currency: csCart.currency,
            })
            .catch((error: unknown) => log('could not connect Qamar Electronics to the CS-Cart stand-in', error));
        }
      }
    },

    /**
     * Once the server listens at `origin`: the Salla stand-in's installs (`POST {sallaUrl}/_stand-in/installs`) post
     * their `app.store.authorize` to its webhook, signed, as Salla does in Easy Mode.
     */
    listening(origin: string): void {
      salla.setWebhook({ url: `${origin}/api/integrations/salla/webhook`, secret: webhookSecret });
    },

    async close(): Promise<void> {
      await Promise.all([salla.close(), csCart.close()]);
    },
  };
}
export type DemoStores = Awaited<ReturnType<typeof startDemoStores>>;
