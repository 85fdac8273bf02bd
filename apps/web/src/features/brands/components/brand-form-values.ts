import type { BrandInput, BrandResponse, OrderManager } from '@tawasul/contracts/brands';
import type { ReactNode } from 'react';
import type { UploadedFile } from '../../../components/upload/upload-dropzone.tsx';

export type BrandFormValues = {
  nameEn: string;
  nameAr: string;
  email: string;
  /** Zero or one file: the dropzone's value. */
  logo: UploadedFile[];
  banners: UploadedFile[];
  orderManager: OrderManager | null;
  /** Write-only: empty keeps the stored key. */
  apiKey: string;
  removeApiKey: boolean;
  primaryColor: string;
  secondaryColor: string;
  chatButtonLabelEn: string;
  chatButtonLabelAr: string;
  allowedDomains: string[];
  timeZone: string;
};

/** The fields a VALIDATION_FAILED answer may name (a domain by its index). */
export const BRAND_FIELDS = [
  'nameEn',
  'nameAr',
  'email',
  'logoUploadId',
  'bannerUploadIds',
  'orderManager',
  'apiKey',
  'primaryColor',
  'secondaryColor',
  'chatButtonLabelEn',
  'chatButtonLabelAr',
  'allowedDomains',
  'timeZone',
  ...Array.from({ length: 20 }, (_, index) => `allowedDomains.${index}`),
];

export function brandFormValues(brand: BrandResponse | undefined): BrandFormValues {
  return {
    nameEn: brand?.nameEn ?? '',
    nameAr: brand?.nameAr ?? '',
    email: brand?.email ?? '',
    logo: brand?.logo ? [brand.logo] : [],
    banners: brand?.banners ?? [],
    orderManager: brand?.orderManager ?? null,
    apiKey: '',
    removeApiKey: false,
    primaryColor: brand?.primaryColor ?? '#7950f2',
    secondaryColor: brand?.secondaryColor ?? '#228be6',
    chatButtonLabelEn: brand?.chatButtonLabelEn ?? 'Chat with us',
    chatButtonLabelAr: brand?.chatButtonLabelAr ?? 'تحدث معنا',
    allowedDomains: brand?.allowedDomains ?? [],
    timeZone: brand?.timeZone ?? 'Asia/Riyadh',
  };
}

/**
 * The body of contracts. The API key is sent only when typed (or `null` to remove it): leaving it empty keeps the
 * stored one, which the server never sends back.
 */
export function toBrandInput(values: BrandFormValues): BrandInput {
  const apiKey = values.apiKey.trim();
  return {
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    email: values.email,
    logoUploadId: values.logo[0]?.id ?? '',
    bannerUploadIds: values.banners.map((banner) => banner.id),
    orderManager: values.orderManager,
    ...(apiKey ? { apiKey } : values.removeApiKey ? { apiKey: null } : {}),
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    chatButtonLabelEn: values.chatButtonLabelEn,
    chatButtonLabelAr: values.chatButtonLabelAr,
    allowedDomains: values.allowedDomains,
    timeZone: values.timeZone,
  };
}

/** The first error of a list field (`allowedDomains.2`) shown on the field itself. */
export function listFieldError(errors: Record<string, unknown>, field: string) {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? (errors[key] as ReactNode) : undefined;
}
