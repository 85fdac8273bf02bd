export const cmsKeys = {
  pages: ['cms', 'pages'] as const,
  pageList: (query: object) => ['cms', 'pages', 'list', query] as const,
  page: (id: string) => ['cms', 'pages', 'one', id] as const,
  landingPage: ['cms', 'landing-page'] as const,
};
