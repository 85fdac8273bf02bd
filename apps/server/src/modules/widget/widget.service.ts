import type { OrderManager } from '@tawasul/contracts/brands';
import type { BrandConfiguration, GeneralSettings } from '@tawasul/contracts/settings';
import type { WidgetBootstrapResponse, WidgetLauncherResponse } from '@tawasul/contracts/widget';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { frameAncestorSources, isAllowedOrigin } from './allowed-origins.ts';

/** What the widget shows of a brand (the brands service's `widgetProfile`). */
interface WidgetBrand {
  id: string;
  widgetId: string;
  nameEn: string;
  nameAr: string;
  logoUrl: string | null;
  bannerUrls: string[];
  primaryColor: string;
  secondaryColor: string;
  chatButtonLabelEn: string;
  chatButtonLabelAr: string;
  orderManager: OrderManager | null;
  storeConnected: boolean;
  allowedDomains: string[];
}

export interface WidgetServiceDependencies {
  brandByWidgetId(widgetId: string): Promise<WidgetBrand>;
  settings: {
    effectiveFor(brandId: string): Promise<GeneralSettings>;
    configurationFor(brandId: string): Promise<BrandConfiguration>;
  };
  onlineAgents(brandId: string): Promise<number>;
  /** Whether a brand's `localhost` domains count (development and tests, never production). */
  allowLocalhost: boolean;
}

/**
 * The shopper's side before a chat (issue 8): the loader's button, the iframe app's brand data, and which pages may
 * use a brand's widget (decision 012).
 */
export function createWidgetService(deps: WidgetServiceDependencies) {
  const { brandByWidgetId, settings } = deps;
  const rules = { localhost: deps.allowLocalhost };

  return {
    /**
     * The loader's button. `origin` is the page's (absent for same-origin or server-side requests); `own` tells
     * whether it is one of Tawasul's own origins. Another page must be on one of the brand's allowed domains: to
     * anyone else the widget does not exist (INVALID_WIDGET, as for an unknown id).
     */
    async launcher(widgetId: string, origin: string | undefined, own: boolean): Promise<WidgetLauncherResponse> {
      const brand = await brandByWidgetId(widgetId);
      if (origin !== undefined && !own && !isAllowedOrigin(origin, brand.allowedDomains, rules)) {
        throw new AppError('INVALID_WIDGET');
      }
      return {
        widgetId: brand.widgetId,
        brandName: { en: brand.nameEn, ar: brand.nameAr },
        label: { en: brand.chatButtonLabelEn, ar: brand.chatButtonLabelAr },
        primaryColor: brand.primaryColor,
        secondaryColor: brand.secondaryColor,
      };
    },

    async bootstrap(widgetId: string): Promise<WidgetBootstrapResponse> {
      const brand = await brandByWidgetId(widgetId);
      const [general, configuration, online] = await Promise.all([
        settings.effectiveFor(brand.id),
        settings.configurationFor(brand.id),
        deps.onlineAgents(brand.id),
      ]);
      return {
        brand: {
          id: brand.id,
          widgetId: brand.widgetId,
          name: { en: brand.nameEn, ar: brand.nameAr },
          logoUrl: brand.logoUrl,
          bannerUrls: brand.bannerUrls,
          primaryColor: brand.primaryColor,
          secondaryColor: brand.secondaryColor,
          orderManager: brand.orderManager,
          storeConnected: brand.storeConnected,
        },
        welcomeMessages: configuration.presetMessages.welcome.map((message) => ({ en: message.en, ar: message.ar })),
        agentsOnline: online > 0,
        messageEditMinutes: general.messageEditMinutes,
        messageDeleteMinutes: general.messageDeleteMinutes,
      };
    },

    /** CSP `frame-ancestors` of the iframe page: our own pages, and the brand's allowed domains when the id is known. */
    async frameAncestors(widgetId: string | undefined): Promise<string[]> {
      if (!widgetId) return ["'self'"];
      try {
        return ["'self'", ...frameAncestorSources((await brandByWidgetId(widgetId)).allowedDomains, rules)];
      } catch (error) {
        // An unknown id still gets the page (the app shows the error), framed only by our own pages.
        if (isAppError(error) && error.code === 'INVALID_WIDGET') return ["'self'"];
        throw error;
      }
    },
  };
}
export type WidgetService = ReturnType<typeof createWidgetService>;
