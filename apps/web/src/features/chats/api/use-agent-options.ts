import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StaffListResponse } from '@tawasul/contracts/staff';
import { api } from '../../../lib/http/api.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { chatKeys } from './chat-keys.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * The agents a chat list can be filtered by (`GET /api/agents`, a manager's own brand only), named in the reader's
 * language. `names` also gives the Arabic name of an agent a chat row only knows in English.
 */
export function useAgentOptions(brandId: string | undefined) {
  const { i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  const query = useQuery({
    queryKey: chatKeys.agentOptions(brandId),
    queryFn: async ({ signal }) =>
      StaffListResponse.parse(
        await api.get('/api/agents', { query: { pageSize: 100, sort: 'name', order: 'asc', brandId }, signal }),
      ).items,
    staleTime: 60_000,
  });
  const agents = query.data ?? [];
  const names = new Map(
    agents.map((agent) => [
      agent.id,
      (arabic ? fullName(agent.firstNameAr, agent.lastNameAr) : fullName(agent.firstNameEn, agent.lastNameEn)) ||
        agent.name,
    ]),
  );
  return { ...query, agents, names };
}
