import { Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { toVideoEmbedUrl } from '@tawasul/contracts/canned-responses';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import type { CaseFormValues, VideoSource } from './case-form-values.ts';
import { videoProvider } from './video-provider.ts';

type Form = UseFormReturnType<CaseFormValues>;

/** The case's video: none, an uploaded file, or a link that becomes an embedded player. */
export function CaseVideoField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const source = form.values.videoSource;
  const embed = source === 'link' ? toVideoEmbedUrl(form.values.videoUrl) : null;
  const provider = embed ? videoProvider(embed) : null;
  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('cannedResponses.cases.form.video')}
        description={t('cannedResponses.cases.form.videoHint')}
        labelElement="div"
      >
        <SegmentedControl
          mt={4}
          value={source}
          onChange={(value) => {
            form.setFieldValue('videoSource', value as VideoSource);
            form.clearFieldError('videoUrl');
            form.clearFieldError('videoUploadId');
          }}
          data={[
            { value: 'none', label: t('cannedResponses.cases.form.videoNone') },
            { value: 'upload', label: t('cannedResponses.cases.form.videoUpload') },
            { value: 'link', label: t('cannedResponses.cases.form.videoLink') },
          ]}
        />
      </Input.Wrapper>
      {source === 'upload' && (
        <UploadDropzone
          kind="video"
          required
          label={t('cannedResponses.cases.form.videoFile')}
          value={form.values.video}
          onChange={(video) => {
            form.setFieldValue('video', video);
            form.clearFieldError('videoUploadId');
          }}
          error={form.errors.videoUploadId}
        />
      )}
      {source === 'link' && (
        <TextInput
          required
          type="url"
          label={t('cannedResponses.cases.form.videoUrl')}
          description={t('cannedResponses.cases.form.videoUrlHint')}
          placeholder="https://www.youtube.com/watch?v=…"
          dir="ltr"
          inputMode="url"
          {...form.getInputProps('videoUrl')}
        />
      )}
      {embed && provider && !form.errors.videoUrl && (
        <Text size="xs" c="dimmed" data-testid="video-embed-note">
          {provider === 'other'
            ? t('cannedResponses.cases.form.videoEmbedOther')
            : t('cannedResponses.cases.form.videoEmbedProvider', { provider: t(`cannedResponses.video.${provider}`) })}
        </Text>
      )}
    </Stack>
  );
}
