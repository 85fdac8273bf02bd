import type { MessageAttachment } from '@tawasul/contracts/chats';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { attachmentOf as asAttachment } from '@tawasul/contracts/message-attachments';
import { AppError } from '../../lib/app-error.ts';
import type { UploadRow } from '../uploads/uploads.service.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';
import type { ChatActor } from './chat-actor.ts';
import { pick, type ChatEngineDependencies } from './chat-engine-core.ts';
import { compileCriticalWords, type CriticalWordMatcher, type CriticalWordRule } from './critical-words.ts';

// What goes into a message before it is stored: the sender's files, a canned case, the critical words to look for.

function attachmentOf(upload: UploadRow): MessageAttachment {
  return {
    kind: upload.kind,
    uploadId: upload.id,
    url: uploadUrl(upload.id),
    name: upload.originalName,
    mimeType: upload.mimeType,
    size: upload.sizeBytes,
  };
}

/** The case's text in the chat's language and its images, documents and video, as the shopper receives them. */
export function cannedContent(found: CannedCaseResponse, language: ProductLanguage) {
  const title = pick({ en: found.titleEn, ar: found.titleAr }, language);
  const description = pick({ en: found.descriptionEn, ar: found.descriptionAr }, language);
  const attachments = [...found.images, ...found.documents].map(asAttachment);
  if (found.video?.kind === 'upload') {
    attachments.push(asAttachment(found.video.file));
  } else if (found.video?.kind === 'embed') {
    attachments.push({ kind: 'embed', uploadId: null, url: found.video.url, name: title, mimeType: null, size: null });
  }
  return { body: [title, description].filter(Boolean).join('\n\n'), attachments };
}

/**
 * The sender's uploads as the message's attachments; someone else's upload, or one already sent with another message
 * (which belongs to that message's chat), is not found.
 */
export async function attachmentsFor(
  findUploads: ChatEngineDependencies['findUploads'],
  actor: ChatActor,
  ids: readonly string[],
  messageId: string,
): Promise<MessageAttachment[]> {
  if (ids.length === 0) return [];
  const found = await findUploads(ids);
  return ids.map((id) => {
    const upload = found.get(id);
    // A file is attached only by the person who uploaded it.
    const mine = actor.kind === 'guest' ? upload?.uploadedByGuestId === actor.id : upload?.uploadedBy === actor.id;
    const elsewhere = upload?.messageId != null && upload.messageId !== messageId;
    if (!upload || !mine || elsewhere) {
      throw new AppError('UPLOAD_NOT_FOUND');
    }
    return attachmentOf(upload);
  });
}

type BrandCriticalWords = Awaited<
  ReturnType<ChatEngineDependencies['settings']['configurationFor']>
>['notificationConfig'];
type CategoryCriticalWords = Awaited<ReturnType<ChatEngineDependencies['categoryCriticalWords']>>;

/**
 * One matcher per pair of cached lists: a brand's notification settings and every category's words are cached objects
 * (replaced, never changed in place, when they change), so the matcher lives exactly as long as its lists.
 */
const matchers = new WeakMap<BrandCriticalWords, WeakMap<CategoryCriticalWords, CriticalWordMatcher>>();

/** The brand's critical words and those of every category, ready to look for in a shopper's message. */
export async function criticalWordsOf(
  deps: Pick<ChatEngineDependencies, 'settings' | 'categoryCriticalWords'>,
  brandId: string,
): Promise<CriticalWordMatcher> {
  const [configuration, categories] = await Promise.all([
    deps.settings.configurationFor(brandId),
    deps.categoryCriticalWords(),
  ]);
  const brand = configuration.notificationConfig;
  let byCategories = matchers.get(brand);
  if (!byCategories) matchers.set(brand, (byCategories = new WeakMap()));
  let matcher = byCategories.get(categories);
  if (!matcher) byCategories.set(categories, (matcher = compileCriticalWords(criticalRules(brand, categories))));
  return matcher;
}

/** The brand's critical words and those of every category, each with the title and text its alert shows. */
function criticalRules(brand: BrandCriticalWords, categories: CategoryCriticalWords): CriticalWordRule[] {
  return [
    ...brand.criticalWords.map((word) => ({
      word: word.word,
      source: 'brand' as const,
      categoryId: null,
      titleEn: word.titleEn,
      titleAr: word.titleAr,
      descriptionEn: word.descriptionEn,
      descriptionAr: word.descriptionAr,
    })),
    ...categories.flatMap((category) =>
      category.words.map((word) => ({
        word,
        source: 'category' as const,
        categoryId: category.id,
        titleEn: category.nameEn,
        titleAr: category.nameAr,
        descriptionEn: '',
        descriptionAr: '',
      })),
    ),
  ];
}
