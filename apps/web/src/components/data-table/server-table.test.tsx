import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { renderScreen } from '../../test/render-screen.tsx';
import { ServerTable, type ServerListQuery } from './server-table.tsx';

// Issue 22, defect 9: the sort buttons' screen-reader names speak the reader's language (mantine-datatable's are
// English only).

type Row = { id: string; name: string; email: string };
const rows: Row[] = [{ id: 'r1', name: 'Sara', email: 'sara@tawasul.test' }];

function Harness() {
  const [query, setQuery] = useState<ServerListQuery>({ page: 1, pageSize: 20, sort: 'name', order: 'desc' });
  return (
    <ServerTable<Row>
      columns={[
        { accessor: 'name', title: 'Name', sortable: true },
        { accessor: 'email', title: 'Email', sortable: true },
      ]}
      list={{
        data: { items: rows, total: 1, page: 1, pageSize: 20 },
        isFetching: false,
        error: null,
        refetch: () => Promise.reject(),
      }}
      query={query}
      onQueryChange={(patch) => setQuery((current) => ({ ...current, ...patch }))}
      emptyTitle="Nothing"
    />
  );
}

const render = (language: ProductLanguage) => renderScreen(<Harness />, { path: '/', language });

describe('the sort buttons of a list', () => {
  it('say how each column is sorted in Arabic', async () => {
    render('ar');
    expect(await screen.findByRole('button', { name: 'Name مرتّب تنازليًا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email غير مرتّب' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /sorted/i })).not.toBeInTheDocument();
  });

  it('say it in English', async () => {
    render('en');
    expect(await screen.findByRole('button', { name: 'Name Sorted descending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email Not sorted' })).toBeInTheDocument();
  });
});
