import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_RULES, type UploadKind, type UploadResponse } from '@tawasul/contracts/uploads';
import type { ByteRange, Storage } from '../../integrations/storage/storage.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { cleanFileName } from './file-name.ts';
import { checkImage } from './image-check.ts';
import { createUploadInspector } from './upload-inspector.ts';
import type { UploadRow, UploadsRepo } from './uploads.repo.ts';

export type { UploadRow } from './uploads.repo.ts';

const MB = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** Where an upload is served; ids never change, so neither does the address. */
export const uploadUrl = (id: string) => `/api/uploads/${id}`;

const storageKey = (id: string) => `${id.slice(0, 2)}/${id}`;

export interface StoreUpload {
  kind: UploadKind;
  originalName: string;
  source: Readable;
  uploadedBy: string | null;
  uploadedByGuestId?: string | null;
}

/** A rejection of either pipe, preferring ours (too large, wrong type) over the stream noise it causes. */
function firstFailure(results: PromiseSettledResult<unknown>[]): unknown {
  const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  return reasons.find(isAppError) ?? reasons[0];
}

/** Files: stored as they stream in, typed by their bytes, served by id. */
export function createUploadsService({ repo, storage }: { repo: UploadsRepo; storage: Storage }) {
  return {
    /**
     * Streams `source` to storage, counting bytes (too large: stopped at once, nothing kept) and reading the type
     * from the bytes (an image upload that starts like a PDF is stopped after its first bytes).
     */
    async store({ kind, originalName, source, uploadedBy, uploadedByGuestId = null }: StoreUpload): Promise<UploadRow> {
      const rule = UPLOAD_RULES[kind];
      const allowed = (mimeType: string) => (rule.mimeTypes as readonly string[]).includes(mimeType);
      // The client may still be sending: close the connection after the answer instead of reading the rest.
      const stop = { headers: { connection: 'close' } };
      const notAllowed = () => new AppError('UPLOAD_TYPE_NOT_ALLOWED', stop);
      const inspector = createUploadInspector({
        maxBytes: rule.maxBytes,
        tooLarge: () => new AppError('UPLOAD_TOO_LARGE', { ...stop, params: { size: rule.maxBytes / MB } }),
        onHead: (verdict) => {
          // Containers (zip, OLE) and text can only be documents; everything else must be on the kind's list.
          const possible = verdict.type === 'known' ? allowed(verdict.mimeType) : kind === 'document';
          if (!possible) throw notAllowed();
        },
      });

      const id = randomUUID();
      const key = storageKey(id);
      const results = await Promise.allSettled([
        pipeline(source, inspector.stream),
        storage.put(key, inspector.stream),
      ]);
      if (results.some((result) => result.status === 'rejected')) {
        await storage.remove(key);
        throw firstFailure(results);
      }

      try {
        const inspection = inspector.result();
        const mimeType = inspection.mimeType(originalName);
        if (!mimeType || !allowed(mimeType)) throw notAllowed();
        // An image must also decode as one, whole and within the pixel limit: the right first bytes are not enough.
        const size = kind === 'image' ? await checkImage(() => storage.get(key), mimeType) : null;
        return await repo.insert({
          id,
          kind,
          mimeType,
          sizeBytes: inspection.sizeBytes,
          originalName: cleanFileName(originalName),
          storageKey: key,
          width: size?.width ?? null,
          height: size?.height ?? null,
          uploadedBy,
          uploadedByGuestId,
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    /** The upload with this id; anything that is not a UUID is simply not found. */
    async find(id: string): Promise<UploadRow | undefined> {
      return isUuid(id) ? repo.findById(id) : undefined;
    },

    /** The upload's bytes (or a part of them). */
    async open(upload: UploadRow, range?: ByteRange): Promise<Readable> {
      const stream = await storage.get(upload.storageKey, range);
      if (!stream) throw new AppError('UPLOAD_NOT_FOUND');
      return stream;
    },

    /** Which of `ids` are uploaded images (for forms that take an image by id). */
    async imageIds(ids: readonly string[]): Promise<Set<string>> {
      return new Set(await repo.findIdsOfKind(ids.filter(isUuid), 'image'));
    },

    /** Which of `ids` are uploads of `kind` (for forms that take files by id). */
    async idsOfKind(ids: readonly string[], kind: UploadKind): Promise<Set<string>> {
      return new Set(await repo.findIdsOfKind(ids.filter(isUuid), kind));
    },

    /** The uploads with these ids, by id (one query for any number of records). */
    async findMany(ids: readonly string[]): Promise<Map<string, UploadRow>> {
      const rows = await repo.findByIds([...new Set(ids.filter(isUuid))]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    toResponse(row: UploadRow): UploadResponse {
      return {
        id: row.id,
        kind: row.kind,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        originalName: cleanFileName(row.originalName),
        url: uploadUrl(row.id),
        width: row.width,
        height: row.height,
      };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
