export const brandKeys = {
  all: ['brands'] as const,
  list: (query: object) => ['brands', 'list', query] as const,
  one: (id: string) => ['brands', 'one', id] as const,
  configuration: (id: string) => ['brands', 'configuration', id] as const,
};
