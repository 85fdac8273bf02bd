export const faqKeys = {
  all: ['faqs'] as const,
  list: (query: object) => ['faqs', 'list', query] as const,
  one: (id: string) => ['faqs', 'one', id] as const,
  /** A brand's whole FAQ in display order: what reorder mode shows and rearranges. */
  order: (brandId: string) => ['faqs', 'order', brandId] as const,
};

/** The public site's FAQ (the landing page's), apart from the brands'. */
export const cmsFaqKeys = {
  all: ['cms', 'faqs'] as const,
  list: (query: object) => ['cms', 'faqs', 'list', query] as const,
  one: (id: string) => ['cms', 'faqs', 'one', id] as const,
};

export const reorderKey = (brandId: string) => ['faqs', 'reorder', brandId] as const;
