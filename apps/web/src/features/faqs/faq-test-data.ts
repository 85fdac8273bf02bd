import { BRAND_ID } from '../../test/factories.ts';

export const brandOptions = () => ({
  status: 200,
  body: {
    items: [
      { id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' },
      { id: '33333333-3333-4333-8333-333333333333', nameEn: 'Qamar Electronics', nameAr: 'قمر للإلكترونيات' },
    ],
  },
});
