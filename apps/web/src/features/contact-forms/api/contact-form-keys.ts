export const contactFormKeys = {
  all: ['contact-forms'] as const,
  requests: ['contact-forms', 'requests'] as const,
  list: (query: object) => ['contact-forms', 'requests', 'list', query] as const,
  one: (id: string) => ['contact-forms', 'requests', 'one', id] as const,
  settings: (brandId: string) => ['contact-forms', 'settings', brandId] as const,
};
