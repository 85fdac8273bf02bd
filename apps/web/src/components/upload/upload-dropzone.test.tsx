import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadKind } from '@tawasul/contracts/uploads';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInUploads } from '../../test/stand-in-uploads.ts';
import { UploadDropzone, type UploadedFile } from './upload-dropzone.tsx';

const MB = 1024 * 1024;
const UPLOAD_ID = '33333333-3333-4333-8333-333333333331';
const uploaded = (name: string) => ({
  id: UPLOAD_ID,
  kind: 'image',
  mimeType: 'image/png',
  sizeBytes: 2048,
  originalName: name,
  url: `/api/uploads/${UPLOAD_ID}`,
  width: 64,
  height: 64,
});

function Harness({ kind = 'image', multiple = false }: { kind?: UploadKind; multiple?: boolean }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <>
      <UploadDropzone kind={kind} multiple={multiple} label="Logo" value={files} onChange={setFiles} />
      <output data-testid="value">{files.map((file) => file.id).join(',')}</output>
    </>
  );
}

function picture(name: string, size: number, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Uploads answered with `answer`, each file with its own id (the last digit), as the server would give. */
function uploadServer(answer: { status: number; body: unknown }) {
  return standInUploads(({ count }) => {
    const body = answer.body as { id?: string } | undefined;
    const id = body?.id ? { id: body.id.slice(0, -1) + String(count % 10) } : {};
    return { status: answer.status, body: { ...(answer.body as object), ...id } };
  });
}

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('upload dropzone', () => {
  it('shows the size limit of images and of videos', () => {
    renderScreen(
      <>
        <Harness kind="image" />
        <Harness kind="video" />
      </>,
      { path: '/' },
    );
    const hints = screen.getAllByTestId('upload-hint').map((hint) => hint.textContent);
    expect(hints).toEqual(['JPEG, PNG, WebP or GIF images up to 10MB', 'MP4 or WebM videos up to 200MB']);
  });

  it('is one button named by its label and the words it shows, described by its limits', () => {
    const { container } = renderScreen(<Harness />, { path: '/' });
    const zone = screen.getByRole('button', { name: 'Logo Drop a file here or click to choose one' });
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(zone).toHaveAttribute('aria-describedby', screen.getByTestId('upload-hint').id);
    // The file input inside is react-dropzone's; its own name ("file upload") is not read out.
    expect(fileInput(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the limits in Arabic too', () => {
    renderScreen(<Harness kind="video" />, { path: '/', language: 'ar' });
    expect(screen.getByTestId('upload-hint').textContent).toBe('فيديو MP4 أو WebM حتى 200 ميجابايت');
  });

  it('refuses a file over 10 MB with the spec message, without sending it', async () => {
    const server = uploadServer({ status: 200, body: {} });
    const { container } = renderScreen(<Harness />, { path: '/' });
    await userEvent.upload(fileInput(container), picture('huge.png', 11 * MB));
    expect(
      within(await screen.findByRole('alert')).getByText('Please upload a file smaller than 10MB'),
    ).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses it in Arabic', async () => {
    uploadServer({ status: 200, body: {} });
    const { container } = renderScreen(<Harness />, { path: '/', language: 'ar' });
    await userEvent.upload(fileInput(container), picture('huge.png', 11 * MB));
    expect(within(await screen.findByRole('alert')).getByText('يرجى رفع ملف أصغر من 10 ميجابايت')).toBeInTheDocument();
  });

  it('uploads a picture with its progress, then shows it through the image path', async () => {
    const server = uploadServer({ status: 201, body: uploaded('logo.png') });
    const { container } = renderScreen(<Harness />, { path: '/' });
    await userEvent.upload(fileInput(container), picture('logo.png', 2048));
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png: 40%' })).toBeInTheDocument();
    expect(server.sent[0]?.url).toBe('/api/uploads?kind=image');
    expect(server.sent[0]?.file?.name).toBe('logo.png');

    server.finish();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(UPLOAD_ID));
    const preview = within(screen.getByTestId('upload-preview')).getByAltText('logo.png');
    expect(preview).toHaveAttribute('src', expect.stringContaining(`/_image/`));
    expect(preview).toHaveAttribute('src', expect.stringContaining(`/uploads/${UPLOAD_ID}`));

    await userEvent.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('keeps every file when several uploads finish together', async () => {
    const server = uploadServer({ status: 201, body: uploaded('banner.png') });
    const { container } = renderScreen(<Harness multiple />, { path: '/' });
    await userEvent.upload(fileInput(container), [picture('a.png', 2048), picture('b.png', 2048)]);
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.finish();
    await waitFor(() => expect(screen.getAllByTestId('upload-preview')).toHaveLength(2));
    expect(screen.getByTestId('value').textContent?.split(',')).toHaveLength(2);
  });

  it('keeps the first file when the second finishes before the form has shown the first', async () => {
    // A form may render again (a progress bar moving) before it passes back the list the field gave it: the field
    // must build on the list it gave, not on the older one it is still shown (seen on CI: of two banners uploading
    // together, the first one was lost).
    const given: string[][] = [];
    function SlowForm() {
      const [files, setFiles] = useState<UploadedFile[]>([]);
      const [latest, setLatest] = useState<UploadedFile[]>([]);
      return (
        <>
          <UploadDropzone
            kind="image"
            multiple
            label="Banners"
            value={files}
            onChange={(next) => {
              given.push(next.map((file) => file.id));
              setLatest(next);
            }}
          />
          <button type="button" onClick={() => setFiles(latest)}>
            Catch up
          </button>
        </>
      );
    }
    const server = uploadServer({ status: 201, body: uploaded('banner.png') });
    const { container } = renderScreen(<SlowForm />, { path: '/' });
    await userEvent.upload(fileInput(container), [picture('a.png', 2048), picture('b.png', 2048)]);
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.finishOne();
    await waitFor(() => expect(given).toHaveLength(1));
    // The field renders again (its first upload leaves the pending list) while the form still shows no file.
    await waitFor(() => expect(screen.getAllByTestId('upload-pending')).toHaveLength(1));
    server.finishOne();
    await waitFor(() => expect(given).toHaveLength(2));
    expect(given[1]).toEqual([...given[0]!, expect.any(String)]);
    expect(new Set(given[1]).size).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(screen.getAllByTestId('upload-preview')).toHaveLength(2);
  });

  it("shows the server's refusal in the reader's language", async () => {
    const server = uploadServer({
      status: 415,
      body: { error: { code: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'This type of file is not allowed here.' } },
    });
    const { container } = renderScreen(<Harness />, { path: '/', language: 'ar' });
    await userEvent.upload(fileInput(container), picture('fake.png', 2048));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.finish();
    expect(await screen.findByText('هذا النوع من الملفات غير مسموح به هنا.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'إزالة fake.png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('forgets the last refusal once a valid file replaces the refused one (issue 22, defect 6)', async () => {
    const server = uploadServer({ status: 201, body: uploaded('logo.png') });
    const { container } = renderScreen(<Harness />, { path: '/' });
    await userEvent.upload(fileInput(container), picture('huge.png', 11 * MB));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.upload(fileInput(container), picture('logo.png', 2048));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.finish();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(UPLOAD_ID));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please upload a file smaller than 10MB')).not.toBeInTheDocument();
  });
});
