export const CATEGORIES_PATH = '/api/canned-responses/categories';
export const CASES_PATH = '/api/canned-responses/cases';

export const categoryKeys = {
  all: ['canned-responses', 'categories'] as const,
  list: (query: object) => ['canned-responses', 'categories', 'list', query] as const,
  one: (id: string) => ['canned-responses', 'categories', 'one', id] as const,
  options: ['canned-responses', 'categories', 'options'] as const,
};

export const caseKeys = {
  all: ['canned-responses', 'cases'] as const,
  list: (query: object) => ['canned-responses', 'cases', 'list', query] as const,
  one: (id: string) => ['canned-responses', 'cases', 'one', id] as const,
};
