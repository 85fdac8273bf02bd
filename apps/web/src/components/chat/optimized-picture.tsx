import type { MessageAttachment } from '@tawasul/contracts/chats';
import { OptimizedImage } from '../image/optimized-image.tsx';

/**
 * A chat picture through the image optimiser, for `MessageAttachments`' `renderPicture` on the back office and the
 * customer area. Not for the widget: the optimiser's sizes come from a contracts schema file, which brings Zod along.
 */
export function optimizedPicture(image: MessageAttachment, size: { width: number; height: number }) {
  return <OptimizedImage uploadId={image.uploadId} src={image.url} alt={image.name} {...size} radius={8} />;
}
