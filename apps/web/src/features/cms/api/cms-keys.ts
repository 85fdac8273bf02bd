export const cmsKeys = {
  pages: ['cms', 'pages'] as const,
  pageList: (query: object) => ['cms', 'pages', 'list', query] as const,
  page: (id: string) => ['cms', 'pages', 'one', id] as const,
  faqs: ['cms', 'faqs'] as const,
  faqList: (query: object) => ['cms', 'faqs', 'list', query] as const,
  faq: (id: string) => ['cms', 'faqs', 'one', id] as const,
  landingPage: ['cms', 'landing-page'] as const,
};
