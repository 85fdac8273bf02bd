import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen.tsx';
import { FilterSelect } from './list-toolbar.tsx';

describe('a list filter', () => {
  it('keeps no list in the page while closed, and shows its choices when opened', async () => {
    // A closed list kept in the page (hidden) is placed again by floating-ui on every layout change: Chat Management's
    // four filters made 230 forced style reads on its first load (issue 22; the theme's Combobox default).
    renderScreen(
      <FilterSelect
        label="Status"
        placeholder="All statuses"
        value={undefined}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={() => undefined}
      />,
      { path: '/' },
    );
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Open', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Status'));
    expect(await screen.findByRole('option', { name: 'Open', hidden: true })).toBeInTheDocument();
  });
});
