/** The brand portal is any origin containing "brand" (spec section 1, DESIGN.md section 6). */
export function isBrandOrigin(origin: string): boolean {
  return origin.includes('brand');
}

export interface AdminNames {
  brand: string;
  product: string;
}

/** Spec section 1: "{page title} - {admin name}", or only the admin name when the page has no title. */
export function documentTitle(pageTitle: string | null | undefined, origin: string, names: AdminNames): string {
  const adminName = isBrandOrigin(origin) ? names.brand : names.product;
  const title = pageTitle?.trim();
  return title ? `${title} - ${adminName}` : adminName;
}
