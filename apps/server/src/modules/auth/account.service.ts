import type { UpdateProfileBody } from '@tawasul/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl, type UploadsService } from '../uploads/uploads.service.ts';
import type { AuthRepo, UserRow } from './auth.repo.ts';
import { verifyPassword } from '../../lib/password-hashing.ts';

const DELETED_NAME = 'Deleted user';

/** What a signed-in user does to their own account: profile details and deletion. */
export function createAccountService({
  repo,
  uploads,
  onSessionsEnded,
}: {
  repo: AuthRepo;
  uploads: Pick<UploadsService, 'find'>;
  /** Told when the account's sessions were ended (its open sockets close). */
  onSessionsEnded?: (id: string) => void;
}) {
  /** The picture's address: an image this user uploaded, served by the uploads module; null removes it. */
  async function profileImage(user: UserRow, uploadId: string | null): Promise<string | null> {
    if (uploadId === null) return null;
    const upload = await uploads.find(uploadId);
    if (!upload || upload.uploadedBy !== user.id) throw new AppError('UPLOAD_NOT_FOUND');
    if (upload.kind !== 'image') throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
    return uploadUrl(upload.id);
  }

  return {
    async updateProfile(user: UserRow, changes: UpdateProfileBody): Promise<UserRow> {
      const { imageUploadId, ...profile } = changes;
      if (profile.gamerId) {
        const holder = await repo.findUserByGamerId(profile.gamerId);
        if (holder && holder.id !== user.id) throw new AppError('USER_EXISTS_GAMER_ID');
      }
      const image = imageUploadId === undefined ? undefined : await profileImage(user, imageUploadId);
      const firstNameEn = profile.firstNameEn ?? user.firstNameEn;
      const lastNameEn = profile.lastNameEn ?? user.lastNameEn;
      const fullName = [firstNameEn, lastNameEn].filter(Boolean).join(' ');
      const updated = await repo.updateUser(user.id, {
        ...profile,
        ...(image === undefined ? {} : { image }),
        name: fullName || user.name,
      });
      if (!updated) throw new AppError('USER_NOT_FOUND');
      return updated;
    },

    /**
     * Erases the personal data and every way to sign in, but keeps the row: chat history and reports still point
     * at it and show "Deleted user". The platform's admins cannot delete themselves (one could lock everyone out).
     */
    async deleteAccount(user: UserRow, password: string | undefined): Promise<void> {
      if (user.role === 'admin') throw new AppError('ADMIN_CANNOT_MODIFY_SELF');
      const passwordHash = await repo.findPasswordHash(user.id);
      if (passwordHash && !(password && (await verifyPassword(passwordHash, password)))) {
        throw new AppError('INVALID_CURRENT_PASSWORD');
      }
      await repo.eraseUser(user.id, DELETED_NAME);
      onSessionsEnded?.(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
