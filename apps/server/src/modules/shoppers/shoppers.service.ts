import type {
  BlockBody,
  CustomerListQuery,
  CustomerResponse,
  GuestListQuery,
  GuestResponse,
} from '@tawasul/contracts/shoppers';
import type { Page } from '@tawasul/contracts/lists';
import { AppError } from '../../lib/app-error.ts';
import { toIso } from '../../lib/list-sql.ts';
import type { ShoppersRepo } from './shoppers.repo.ts';

type CustomerRow = NonNullable<Awaited<ReturnType<ShoppersRepo['findCustomer']>>>;
type GuestRow = NonNullable<Awaited<ReturnType<ShoppersRepo['findGuest']>>>;

function toCustomerResponse(row: CustomerRow): CustomerResponse {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phoneNumber,
    gamerId: row.gamerId,
    blocked: row.banned,
    blockReason: row.banned ? row.banReason : null,
    chatsCount: Number(row.chatsCount),
    lastSeenAt: toIso(row.lastSeenAt),
    createdAt: toIso(row.createdAt)!,
  };
}

function toGuestResponse(row: GuestRow): GuestResponse {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    brandNameEn: row.brandNameEn,
    brandNameAr: row.brandNameAr,
    chatsCount: Number(row.chatsCount),
    lastSeenAt: toIso(row.lastSeenAt)!,
    createdAt: toIso(row.createdAt)!,
  };
}

/** Customers and guests for the back office (admins only; the routes check the role). */
export function createShoppersService({
  repo,
  onSessionsEnded,
}: {
  repo: ShoppersRepo;
  /** Told when a blocked customer's sessions were ended (its open sockets close). */
  onSessionsEnded?: (id: string) => void;
}) {
  async function loadCustomer(id: string): Promise<CustomerRow> {
    const row = await repo.findCustomer(id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }

  return {
    async listCustomers(query: CustomerListQuery): Promise<Page<CustomerResponse>> {
      const { rows, total } = await repo.listCustomers(query);
      return { items: rows.map(toCustomerResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async getCustomer(id: string): Promise<CustomerResponse> {
      return toCustomerResponse(await loadCustomer(id));
    },

    /**
     * A blocked customer is signed out at once and refused at sign-in (a Gamer ID holder is told its Gamer ID is
     * blocked). Unblocking lets it sign in again.
     */
    async setBlocked(id: string, body: BlockBody): Promise<CustomerResponse> {
      await loadCustomer(id);
      await repo.setBlocked(id, body.blocked, body.reason || null);
      if (body.blocked) onSessionsEnded?.(id);
      return toCustomerResponse(await loadCustomer(id));
    },

    async listGuests(query: GuestListQuery): Promise<Page<GuestResponse>> {
      const { rows, total } = await repo.listGuests(query);
      return { items: rows.map(toGuestResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async getGuest(id: string): Promise<GuestResponse> {
      const row = await repo.findGuest(id);
      if (!row) throw new AppError('GUEST_NOT_FOUND');
      return toGuestResponse(row);
    },
  };
}
export type ShoppersService = ReturnType<typeof createShoppersService>;
