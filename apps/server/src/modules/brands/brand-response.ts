import type { BrandResponse } from '@tawasul/contracts/brands';
import { uploadUrl } from '../uploads/uploads.service.ts';
import type { BrandRow } from './brands.repo.ts';

const image = (id: string) => ({ id, url: uploadUrl(id) });

/** The snippet a brand pastes into its store: the widget loader with the brand's widget id. */
function webViewCode(publicUrl: string, widgetId: string): string {
  return `<script src="${publicUrl}/widget.js" data-widget-id="${widgetId}" async></script>`;
}

/** A brand as the API shows it: the API key never leaves the server, only whether one is set. */
export function toBrandResponse(row: BrandRow & { agentsCount?: number }, publicUrl: string): BrandResponse {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    email: row.email,
    logo: row.logoUploadId ? image(row.logoUploadId) : null,
    banners: row.bannerUploadIds.map(image),
    orderManager: row.orderManager,
    connectionStatus: row.connectionStatus,
    connectionProblem: row.connectionProblem,
    apiKeySet: row.apiKeyEncrypted !== null,
    widgetId: row.widgetId,
    webViewCode: webViewCode(publicUrl, row.widgetId),
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    chatButtonLabelEn: row.chatButtonLabelEn,
    chatButtonLabelAr: row.chatButtonLabelAr,
    allowedDomains: row.allowedDomains,
    timeZone: row.timeZone,
    agentsCount: row.agentsCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
