import { MESSAGE_MAX_ATTACHMENTS } from '@tawasul/contracts/chats';
import { UPLOAD_RULES } from '@tawasul/contracts/uploads';
import { uploadFile } from '../../../lib/uploads/upload-file.ts';
import { acceptOf } from '../../../lib/uploads/upload-kind.ts';
import { useUploadQueue, type UploadQueueOptions } from '../../../lib/uploads/use-upload-queue.ts';

/** Every type an attachment may have, for the file picker. */
export const ATTACHMENT_ACCEPT = acceptOf(UPLOAD_RULES);

const OPTIONS: UploadQueueOptions = {
  rules: UPLOAD_RULES,
  maxFiles: MESSAGE_MAX_ATTACHMENTS,
  tooManyKey: 'agentConsole.composer.tooManyFiles',
  clientErrorKeys: {
    NETWORK_ERROR: 'common.clientErrors.NETWORK_ERROR',
    UNKNOWN_ERROR: 'common.clientErrors.UNKNOWN_ERROR',
  },
  previews: true,
  upload: uploadFile,
};

/**
 * The files of the agent's message (`useUploadQueue`), checked against the contracts' rules and uploaded with the
 * agent's session, pictures previewed.
 */
export function useUploadAttachments() {
  return useUploadQueue(OPTIONS);
}
