import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CannedCaseListResponse,
  CannedCaseResponse,
  type CannedCaseListQuery,
} from '@tawasul/contracts/canned-responses';
import { api } from '../../../lib/http/api.ts';
import { CASES_PATH, caseKeys } from './canned-response-keys.ts';

/** `GET /api/canned-responses/cases`: every brand's for an admin, its own brand's for a brand manager. */
export function useCases(query: CannedCaseListQuery) {
  return useQuery({
    queryKey: caseKeys.list(query),
    queryFn: async ({ signal }) => CannedCaseListResponse.parse(await api.get(CASES_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A case in full, with its media as the agent sends them. */
export function useCase(id: string | null) {
  return useQuery({
    queryKey: caseKeys.one(id ?? ''),
    queryFn: async ({ signal }) => CannedCaseResponse.parse(await api.get(`${CASES_PATH}/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}
