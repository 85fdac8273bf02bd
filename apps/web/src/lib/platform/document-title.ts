/** The brand portal is any origin containing "brand" (spec section 1, DESIGN.md section 6). */
export function isBrandOrigin(origin: string): boolean {
  return origin.includes('brand');
}

export interface AdminNames {
  brand: string;
  product: string;
  /** The product's own name ("Tawasul"), for the public site: a shopper's page is not an admin's. */
  site: string;
}

/** Which names a page goes by: the public site's pages, or the panels and areas behind a sign-in. */
export type TitleSurface = 'public' | 'app';

/**
 * Spec section 1: "{page title} - {admin name}", or only the admin name when the page has no title. The public site on
 * the product's own origin is titled with the product's name instead (issue 22); the brand portal keeps its name.
 */
export function documentTitle(
  pageTitle: string | null | undefined,
  origin: string,
  names: AdminNames,
  surface: TitleSurface = 'app',
): string {
  const name = isBrandOrigin(origin) ? names.brand : surface === 'public' ? names.site : names.product;
  const title = pageTitle?.trim();
  return title ? `${title} - ${name}` : name;
}
