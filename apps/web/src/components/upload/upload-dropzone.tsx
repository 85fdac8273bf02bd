import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { isErrorCode } from '@tawasul/contracts/errors';
import { UPLOAD_RULES, type UploadKind } from '@tawasul/contracts/uploads';
import { isHttpError } from '../../lib/http/http-error.ts';
import { uploadFile } from '../../lib/uploads/upload-file.ts';
import classes from './upload-dropzone.module.css';
import { PendingPreview, UploadedPreview, type PendingUpload, type UploadedFile } from './upload-previews.tsx';

export type { UploadedFile } from './upload-previews.tsx';

interface UploadDropzoneProps {
  kind: UploadKind;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  label: ReactNode;
  /** Several files (banners) or one that a new drop replaces (logo, profile picture). */
  multiple?: boolean;
  maxFiles?: number;
  description?: ReactNode;
  required?: boolean;
  /** The form's error for this field. */
  error?: ReactNode;
  disabled?: boolean;
}

const megabytes = (kind: UploadKind) => UPLOAD_RULES[kind].maxBytes / (1024 * 1024);

/** What went wrong, as a translation key: the spec's "Please upload a file smaller than {size}MB" for a big file. */
function problemOf(kind: UploadKind, error: unknown): NonNullable<PendingUpload['error']> {
  if (!isHttpError(error)) return { key: 'common.clientErrors.UNKNOWN_ERROR' };
  if (error.code === 'UPLOAD_TOO_LARGE' || error.code === 'PAYLOAD_TOO_LARGE')
    return { key: 'errors.UPLOAD_TOO_LARGE', params: { size: megabytes(kind) } };
  return isErrorCode(error.code) ? { key: `errors.${error.code}` } : { key: `common.clientErrors.${error.code}` };
}

function rejectionProblem(
  kind: UploadKind,
  rejection: FileRejection,
  maxFiles: number,
): NonNullable<PendingUpload['error']> {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return { key: 'errors.UPLOAD_TOO_LARGE', params: { size: megabytes(kind) } };
  if (code === 'too-many-files') return { key: 'common.upload.tooMany', params: { max: maxFiles } };
  return { key: 'errors.UPLOAD_TYPE_NOT_ALLOWED' };
}

/**
 * Drop or pick files; each one uploads at once (`POST /api/uploads`) with its progress, then shows as a preview.
 * The limits of contracts are checked before anything is sent, and the server's refusal is shown the same way.
 */
export function UploadDropzone({
  kind,
  value,
  onChange,
  label,
  multiple = false,
  maxFiles = multiple ? 10 : 1,
  description,
  required,
  error,
  disabled,
}: UploadDropzoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const actionId = `${inputId}-action`;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  // The list as the field last knew it. Several uploads may finish before the form shows the list the last one gave
  // it, and the form may render again meanwhile with an older list: each change builds on the newest list, never on
  // the one still shown (two banners finishing together once lost the first).
  const files = useRef(value);
  const given = useRef(new WeakSet<UploadedFile[]>());
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    // One of the field's own older lists means the form has not caught up yet; any other list is the form's news.
    if (given.current.has(value) && value !== files.current) return;
    files.current = value;
  }, [value]);
  const change = (next: UploadedFile[]) => {
    given.current.add(next);
    files.current = next;
    latestOnChange.current(next);
  };
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: number, change: Partial<PendingUpload>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: number) =>
    setPending((items) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return items.filter((candidate) => candidate.key !== key);
    });

  // A new choice of files answers the last one's refusals: an old error never stays beside the file that replaced it
  // (issue 22, defect 6).
  const forgetFailures = () =>
    setPending((items) => {
      for (const item of items) if (item.error && item.preview) URL.revokeObjectURL(item.preview);
      return items.filter((item) => !item.error);
    });

  const start = (file: File) => {
    const key = nextKey.current++;
    const preview = kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPending((items) => [...items, { key, name: file.name, preview, progress: 0, error: null }]);
    const controller = new AbortController();
    controllers.current.add(controller);
    uploadFile(file, kind, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
      .then((uploaded) => {
        drop(key);
        const item = { id: uploaded.id, url: uploaded.url, name: uploaded.originalName };
        change(multiple ? [...files.current, item] : [item]);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) patch(key, { error: problemOf(kind, failure), progress: 0 });
      })
      .finally(() => controllers.current.delete(controller));
  };

  const refuse = (rejections: FileRejection[]) =>
    setPending((items) => [
      ...items,
      ...rejections.map(({ file, ...rejection }) => ({
        key: nextKey.current++,
        name: file.name,
        preview: null,
        progress: 0,
        error: rejectionProblem(kind, { file, ...rejection }, maxFiles),
      })),
    ]);

  const room = multiple ? Math.max(0, maxFiles - value.length) : 1;
  const hint = t(`common.upload.hint.${kind}`, { size: megabytes(kind) });
  const Icon = kind === 'image' ? IconPhoto : IconCloudUpload;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={description}
      error={error}
      labelProps={{ htmlFor: inputId, id: labelId }}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          className={classes.zone}
          onDrop={(files) => {
            forgetFailures();
            files.slice(0, room).forEach(start);
          }}
          onReject={(rejections) => {
            forgetFailures();
            refuse(rejections);
          }}
          maxSize={UPLOAD_RULES[kind].maxBytes}
          accept={[...UPLOAD_RULES[kind].mimeTypes]}
          multiple={multiple}
          maxFiles={multiple ? room : 1}
          disabled={disabled || room === 0}
          // The zone is what a keyboard reaches (Enter or Space opens the file picker): a button named by the field's
          // label and the words it shows (WCAG 2.5.3), described by the limits below it. The file input inside is
          // react-dropzone's, out of the accessibility tree and out of reach (a focusable thing inside a button).
          role="button"
          aria-labelledby={`${labelId} ${actionId}`}
          aria-describedby={hintId}
          aria-disabled={disabled || room === 0 ? true : undefined}
          inputProps={{ id: inputId, 'aria-hidden': true, style: { display: 'none' } }}
          data-invalid={error ? true : undefined}
        >
          <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} color="var(--mantine-color-violet-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Icon size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Text size="sm" fw={500} id={actionId}>
              {multiple ? t('common.upload.dropMany') : t('common.upload.dropOne')}
            </Text>
          </Group>
        </Dropzone>
        <Text size="xs" c="dimmed" id={hintId} data-testid="upload-hint" mt={-4}>
          {hint}
        </Text>
        {(value.length > 0 || pending.length > 0) && (
          <Group gap="xs" align="flex-start">
            {value.map((file) => (
              <UploadedPreview
                key={file.id}
                file={file}
                image={kind === 'image'}
                onRemove={disabled ? undefined : () => change(files.current.filter((item) => item.id !== file.id))}
              />
            ))}
            {pending.map((item) => (
              <PendingPreview key={item.key} item={item} onDismiss={() => drop(item.key)} />
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
