import { StaffListPage } from './components/staff-list-page.tsx';

/** `/admin/brand-manager` (admin): brand managers, each belonging to one brand. */
export function BrandManagersScreen() {
  return <StaffListPage kind="brand-managers" />;
}
