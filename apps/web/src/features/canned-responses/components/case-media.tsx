import { Anchor, AspectRatio, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse, CaseVideo } from '@tawasul/contracts/canned-responses';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { ChatVideo } from '../../../components/chat/chat-video.tsx';
import { DocumentCard } from '../../../components/chat/document-card.tsx';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import { videoProvider } from './video-provider.ts';

type Language = 'en' | 'ar';

/**
 * The media speak the language of the message they belong to (the chat's), whatever the back office's language is:
 * this is how the shopper will see them.
 */
function useMessageT(language: Language) {
  const { i18n } = useTranslation();
  return i18n.getFixedT(language);
}

/** "240 KB", "1.4 MB" (Latin digits in both languages, as dates are). */
function fileSizer(language: Language) {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en';
  return (bytes: number) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
    // Arabic's short unit names ("م.ب") are less known than the long ones ("ميغابايت").
    const unitDisplay = language === 'ar' ? 'long' : 'short';
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(
      Math.max(value, 0.1),
    );
  };
}

/** The product images as a gallery: each opens at full size in a new tab. */
function CaseGallery({ images, title, language }: { images: UploadResponse[]; title: string; language: Language }) {
  const t = useMessageT(language);
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="case-gallery">
      {images.map((image, index) => (
        <Anchor
          key={image.id}
          href={image.url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('cannedResponses.cases.view.openImage', { number: index + 1, title })}
        >
          <AspectRatio ratio={1}>
            <OptimizedImage uploadId={image.id} src={image.url} alt={image.originalName} sizes="140px" radius={8} />
          </AspectRatio>
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/** The documents as download links, with their size. */
function CaseDocuments({ documents, language }: { documents: UploadResponse[]; language: Language }) {
  const t = useMessageT(language);
  const fileSize = fileSizer(language);
  return (
    <Stack gap={6} data-testid="case-documents">
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          name={document.originalName}
          size={fileSize(document.sizeBytes)}
          url={document.url}
          downloadLabel={t('cannedResponses.cases.view.download', { name: document.originalName })}
        />
      ))}
    </Stack>
  );
}

/** An uploaded video plays here; a link plays in its provider's embedded player. */
function CaseVideoPlayer({ video, title, language }: { video: CaseVideo; title: string; language: Language }) {
  const t = useMessageT(language);
  if (video.kind === 'upload') {
    return (
      <AspectRatio ratio={16 / 9}>
        <ChatVideo
          kind="video"
          url={video.file.url}
          label={t('cannedResponses.cases.view.videoOf', { title })}
          testId="case-video"
        />
      </AspectRatio>
    );
  }
  const provider = videoProvider(video.url);
  return (
    <Stack gap={4}>
      <AspectRatio ratio={16 / 9}>
        <ChatVideo
          kind="embed"
          url={video.url}
          label={t('cannedResponses.cases.view.videoOf', { title })}
          testId="case-video-embed"
        />
      </AspectRatio>
      <Text size="xs" c="dimmed">
        {provider === 'other' ? (
          <Anchor href={video.url} target="_blank" rel="noreferrer" size="xs" dir="ltr">
            {video.url}
          </Anchor>
        ) : (
          t('cannedResponses.cases.view.embeddedFrom', { provider: t(`cannedResponses.video.${provider}`) })
        )}
      </Text>
    </Stack>
  );
}

/**
 * The case as a shopper receives it from an agent, in the chat's language: the text, then the gallery, the
 * documents and the video.
 */
export function CaseMessagePreview({ record, language }: { record: CannedCaseResponse; language: Language }) {
  const t = useMessageT(language);
  const pick = (en: string, ar: string) => (language === 'ar' ? ar || en : en || ar);
  const title = pick(record.titleEn, record.titleAr);
  const description = pick(record.descriptionEn, record.descriptionAr);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      // As wide as a message in the chat window, not as the drawer.
      maw={460}
      bg="var(--mantine-color-violet-light)"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
      data-testid="case-message-preview"
    >
      <Stack gap="sm">
        <Text fw={700}>{title}</Text>
        {description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        )}
        {record.images.length > 0 && <CaseGallery images={record.images} title={title} language={language} />}
        {record.documents.length > 0 && <CaseDocuments documents={record.documents} language={language} />}
        {record.video ? (
          <CaseVideoPlayer video={record.video} title={title} language={language} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('cannedResponses.cases.view.noVideo')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
