import { StaffListPage } from './components/staff-list-page.tsx';

/** `/admin/agent` (admin, brand_manager): agents; a manager sees and creates only its brand's. */
export function AgentsScreen() {
  return <StaffListPage kind="agents" />;
}
