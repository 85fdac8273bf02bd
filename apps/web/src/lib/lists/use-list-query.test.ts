import { describe, expect, it } from 'vitest';
import { StaffListQuery } from '@tawasul/contracts/staff';
import { parseListQuery } from './use-list-query.ts';

describe('a list query read from the address', () => {
  it("fills the contract's defaults", () => {
    expect(parseListQuery(StaffListQuery, new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('reads filters in their types', () => {
    const query = parseListQuery(StaffListQuery, new URLSearchParams('page=3&active=false&status=online&sort=name'));
    expect(query).toMatchObject({ page: 3, active: false, status: 'online', sort: 'name' });
  });

  it('drops what the contract refuses instead of failing the screen', () => {
    const query = parseListQuery(StaffListQuery, new URLSearchParams('sort=password&pageSize=5000&search=omar'));
    expect(query).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc', search: 'omar' });
  });
});
