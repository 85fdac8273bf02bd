import { useUploadQueue } from '../../lib/uploads/use-upload-queue.ts';
import { useWidget } from '../app/widget-context.tsx';
import { MESSAGE_MAX_ATTACHMENTS } from '@tawasul/contracts/message-limits';
import { UPLOAD_RULES } from '@tawasul/contracts/upload-rules';
import { uploadAttachment } from './upload-attachment.ts';

/**
 * The files of the shopper's message (`useUploadQueue`), checked against the widget's copy of the rules and uploaded
 * with the shopper's token.
 */
export function useAttachments() {
  const { session } = useWidget();
  return useUploadQueue({
    rules: UPLOAD_RULES,
    maxFiles: MESSAGE_MAX_ATTACHMENTS,
    tooManyKey: 'widget.chat.tooManyFiles',
    clientErrorKeys: {
      NETWORK_ERROR: 'widget.clientErrors.NETWORK_ERROR',
      UNKNOWN_ERROR: 'widget.clientErrors.UNKNOWN_ERROR',
    },
    previews: false,
    upload: (file, kind, request) => uploadAttachment(file, kind, { token: session.token(), ...request }),
  });
}
