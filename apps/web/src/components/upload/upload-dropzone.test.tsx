import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadKind } from '@tawasul/contracts/uploads';
import { renderScreen } from '../../test/render-screen.tsx';
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

/** XMLHttpRequest answered by a stand-in: progress first, then the answer once the test releases it. */
function uploadServer(answer: { status: number; body: unknown }) {
  const sent: { url: string; file: File | null }[] = [];
  const releases: (() => void)[] = [];
  class XhrStandIn extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, file: body.get('file') as File | null });
      setTimeout(() => {
        const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 40, total: 100 });
        this.upload.dispatchEvent(progress);
      });
      const index = sent.length;
      releases.push(() => {
        this.status = answer.status;
        const body = answer.body as { id?: string } | undefined;
        // Each file gets its own id (the last digit), as the server would give.
        const id = body?.id ? { id: body.id.slice(0, -1) + String(index % 10) } : {};
        this.responseText = JSON.stringify({ ...(answer.body as object), ...id });
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', XhrStandIn);
  return { sent, finish: () => releases.splice(0).forEach((release) => release()) };
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

  it('is one button named by its label and described by its limits, for keyboards and screen readers', () => {
    const { container } = renderScreen(<Harness />, { path: '/' });
    const zone = screen.getByRole('button', { name: 'Logo' });
    expect(zone.getAttribute('tabindex')).toBe('0');
    expect(zone.getAttribute('aria-describedby')).toBe(screen.getByTestId('upload-hint').id);
    // The file input inside is react-dropzone's; its own name ("file upload") is not read out.
    expect(fileInput(container).getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the limits in Arabic too', () => {
    renderScreen(<Harness kind="video" />, { path: '/', language: 'ar' });
    expect(screen.getByTestId('upload-hint').textContent).toBe('فيديو MP4 أو WebM حتى 200 ميجابايت');
  });

  it('refuses a file over 10 MB with the spec message, without sending it', async () => {
    const server = uploadServer({ status: 200, body: {} });
    const { container } = renderScreen(<Harness />, { path: '/' });
    await userEvent.upload(fileInput(container), picture('huge.png', 11 * MB));
    expect(within(await screen.findByRole('alert')).getByText('Please upload a file smaller than 10MB')).toBeTruthy();
    expect(server.sent).toHaveLength(0);
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses it in Arabic', async () => {
    uploadServer({ status: 200, body: {} });
    const { container } = renderScreen(<Harness />, { path: '/', language: 'ar' });
    await userEvent.upload(fileInput(container), picture('huge.png', 11 * MB));
    expect(within(await screen.findByRole('alert')).getByText('يرجى رفع ملف أصغر من 10 ميجابايت')).toBeTruthy();
  });

  it('uploads a picture with its progress, then shows it through the image path', async () => {
    const server = uploadServer({ status: 201, body: uploaded('logo.png') });
    const { container } = renderScreen(<Harness />, { path: '/' });
    await userEvent.upload(fileInput(container), picture('logo.png', 2048));
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png: 40%' })).toBeTruthy();
    expect(server.sent[0]?.url).toBe('/api/uploads?kind=image');
    expect(server.sent[0]?.file?.name).toBe('logo.png');

    server.finish();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(UPLOAD_ID));
    const preview = within(screen.getByTestId('upload-preview')).getByAltText('logo.png');
    expect(preview.getAttribute('src')).toContain(`/_image/`);
    expect(preview.getAttribute('src')).toContain(`/uploads/${UPLOAD_ID}`);

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

  it("shows the server's refusal in the reader's language", async () => {
    const server = uploadServer({
      status: 415,
      body: { error: { code: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'This type of file is not allowed here.' } },
    });
    const { container } = renderScreen(<Harness />, { path: '/', language: 'ar' });
    await userEvent.upload(fileInput(container), picture('fake.png', 2048));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.finish();
    expect(await screen.findByText('هذا النوع من الملفات غير مسموح به هنا.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إزالة fake.png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
