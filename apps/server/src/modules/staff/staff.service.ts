import type { Role } from '@tawasul/contracts/roles';
import type { StaffInput, StaffListQuery, StaffListResponse, StaffResponse } from '@tawasul/contracts/staff';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { toIso } from '../../lib/list-sql.ts';
import { fieldError } from '../../lib/validation-error.ts';
import { assertUncommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../../lib/password-hashing.ts';
import type { StaffRepo, StaffRole } from './staff.repo.ts';

/** Who is asking: the signed-in back-office user. */
export interface Actor {
  id: string;
  role: Role;
  brandId: string | null;
}

/** The body after parsing (defaults applied). */
export type StaffBody = z.output<typeof StaffInput>;

type StaffRow = NonNullable<Awaited<ReturnType<StaffRepo['find']>>>;

const NOT_FOUND = { agent: 'AGENT_NOT_FOUND', brand_manager: 'USER_NOT_FOUND' } as const;

function toStaffResponse(row: StaffRow): StaffResponse {
  return {
    id: row.id,
    role: row.role === 'brand_manager' ? 'brand_manager' : 'agent',
    name: row.name,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    firstNameAr: row.firstNameAr,
    lastNameAr: row.lastNameAr,
    email: row.email,
    phone: row.phoneNumber,
    brandId: row.brandId,
    brandNameEn: row.brandNameEn,
    brandNameAr: row.brandNameAr,
    isOnline: row.isOnline,
    neverLoggedIn: row.lastSignInAt === null,
    lastSignInAt: toIso(row.lastSignInAt),
    active: row.active,
    createdAt: toIso(row.createdAt)!,
  };
}

const fullName = (input: Pick<StaffInput, 'firstNameEn' | 'lastNameEn'>) =>
  `${input.firstNameEn} ${input.lastNameEn}`.trim();

/** The name columns as the form sends them, with the display name derived from the English one. */
const nameFields = (input: StaffBody) => ({
  name: fullName(input),
  firstNameEn: input.firstNameEn,
  lastNameEn: input.lastNameEn,
  firstNameAr: input.firstNameAr,
  lastNameAr: input.lastNameAr,
});

/**
 * Agents (admins: every brand; brand managers: their own brand) and brand managers (admins only; the routes check
 * the role). A record outside the actor's reach answers "not found", never "forbidden": its existence stays private.
 */
export function createStaffService({
  repo,
  onDeactivated,
  onSessionsEnded,
}: {
  repo: StaffRepo;
  /** Told when a person's sessions were ended (their open sockets close). */
  onSessionsEnded?: (id: string) => void;
  /** Told when an account is deactivated (an agent goes offline at once and its presence interval ends). */
  onDeactivated?: (id: string) => Promise<void>;
}) {
  /** The one brand the actor may touch, or null for "every brand" (admins). */
  function brandScope(actor: Actor): string | null {
    if (actor.role === 'admin') return null;
    if (actor.role === 'brand_manager' && actor.brandId) return actor.brandId;
    throw new AppError('FORBIDDEN');
  }

  async function load(actor: Actor, role: StaffRole, id: string): Promise<StaffRow> {
    const scope = brandScope(actor);
    const row = await repo.find(role, id);
    if (!row || (scope !== null && row.brandId !== scope)) throw new AppError(NOT_FOUND[role]);
    return row;
  }

  /** The management screens never change the account of the person using them. */
  function assertNotSelf(actor: Actor, id: string): void {
    if (actor.id === id) throw new AppError('ADMIN_CANNOT_MODIFY_SELF');
  }

  /** The brand a new or updated record belongs to: an admin names an existing one; a manager only its own. */
  async function resolveBrand(actor: Actor, requested: string | undefined, current: string | null): Promise<string> {
    const scope = brandScope(actor);
    const brandId = requested ?? current ?? scope;
    if (!brandId) throw fieldError(['brandId'], 'validation.required');
    if (scope !== null && brandId !== scope) throw new AppError('BRAND_NOT_FOUND');
    if (brandId !== current && !(await repo.brandExists(brandId))) throw new AppError('BRAND_NOT_FOUND');
    return brandId;
  }

  async function assertContactFree(input: StaffBody, exceptId?: string): Promise<void> {
    const taken = await repo.holders({ email: input.email, phone: input.phone }, exceptId);
    if (taken.email) throw new AppError('USER_EXISTS_EMAIL');
    if (taken.phone) throw new AppError('USER_EXISTS_PHONE');
  }

  async function reload(role: StaffRole, id: string): Promise<StaffResponse> {
    const row = await repo.find(role, id);
    if (!row) throw new AppError(NOT_FOUND[role]);
    return toStaffResponse(row);
  }

  return {
    async list(actor: Actor, role: StaffRole, query: StaffListQuery): Promise<StaffListResponse> {
      const scope = brandScope(actor);
      if (scope !== null && query.brandId && query.brandId !== scope) throw new AppError('BRAND_NOT_FOUND');
      const { rows, total } = await repo.list({ ...query, role, brandId: scope ?? query.brandId });
      return { items: rows.map(toStaffResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async get(actor: Actor, role: StaffRole, id: string): Promise<StaffResponse> {
      return toStaffResponse(await load(actor, role, id));
    },

    async create(actor: Actor, role: StaffRole, input: StaffBody): Promise<StaffResponse> {
      const brandId = await resolveBrand(actor, input.brandId, null);
      if (!input.password) throw fieldError(['password'], 'validation.required');
      await assertContactFree(input);
      assertUncommonPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const id = await repo
        .create(
          {
            role,
            brandId,
            ...nameFields(input),
            email: input.email,
            phoneNumber: input.phone ?? null,
            active: input.active,
          },
          passwordHash,
        )
        .catch(async (error: unknown) => {
          // Someone took the e-mail or phone between our check and this insert.
          await assertContactFree(input);
          throw error;
        });
      return reload(role, id);
    },

    async update(actor: Actor, role: StaffRole, id: string, input: StaffBody): Promise<StaffResponse> {
      assertNotSelf(actor, id);
      const current = await load(actor, role, id);
      const brandId = await resolveBrand(actor, input.brandId, current.brandId);
      await assertContactFree(input, id);
      if (input.password) assertUncommonPassword(input.password, 'password');
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const deactivated = current.active && !input.active;
      // A move to another brand ends the sessions too: an open socket still sits in the old brand's rooms.
      const endSessions = deactivated || Boolean(passwordHash) || brandId !== current.brandId;
      await repo
        .update(
          id,
          {
            brandId,
            ...nameFields(input),
            email: input.email,
            ...(input.email !== current.email ? { emailVerified: false } : {}),
            ...(input.phone !== undefined ? { phoneNumber: input.phone } : {}),
            ...(input.phone !== undefined && input.phone !== current.phoneNumber ? { phoneNumberVerified: false } : {}),
            active: input.active,
          },
          // A password set by someone else, or a deactivation, ends the sessions that exist.
          { ...(passwordHash ? { passwordHash } : {}), endSessions },
        )
        .catch(async (error: unknown) => {
          await assertContactFree(input, id);
          throw error;
        });
      if (endSessions) onSessionsEnded?.(id);
      return reload(role, id);
    },

    /** Deactivating also sets the person offline and ends its sessions; it cannot sign in until reactivated. */
    async setActive(actor: Actor, role: StaffRole, id: string, active: boolean): Promise<StaffResponse> {
      assertNotSelf(actor, id);
      await load(actor, role, id);
      await repo.update(id, { active }, { endSessions: !active });
      if (!active) {
        onSessionsEnded?.(id);
        await onDeactivated?.(id);
      }
      return reload(role, id);
    },

    /** An agent that ever had a chat keeps its history: deleting it is refused (deactivate it instead). */
    async remove(actor: Actor, role: StaffRole, id: string): Promise<void> {
      assertNotSelf(actor, id);
      await load(actor, role, id);
      if (role === 'agent' && (await repo.hasChatRecords(id))) throw new AppError('AGENT_HAS_RELATED_RECORDS');
      await repo.delete(id).catch((error: unknown) => {
        // A chat assigned between our check and the delete: the foreign key refuses it.
        if (role === 'agent' && isForeignKeyViolation(error))
          throw new AppError('AGENT_HAS_RELATED_RECORDS', { cause: error });
        throw error;
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
