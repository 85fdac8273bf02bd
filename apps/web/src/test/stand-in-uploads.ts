import { vi } from 'vitest';

/** One upload the page sent: its address (`/api/uploads?kind=…`), its file, and how many were sent with it (from 1). */
export interface SentUpload {
  url: string;
  file: File | null;
  count: number;
}

/**
 * XMLHttpRequest answered by a stand-in, for the tests of the upload fields and the composer: 40 % progress first,
 * then `answer` once the test releases the upload (`finish`, or `finishOne` for the oldest waiting).
 */
export function standInUploads(answer: (upload: SentUpload) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
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
      const upload = { url: this.url, file: body.get('file') as File | null, count: sent.length + 1 };
      sent.push(upload);
      setTimeout(() => {
        const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 40, total: 100 });
        this.upload.dispatchEvent(progress);
      });
      releases.push(() => {
        const { status, body: reply } = answer(upload);
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', XhrStandIn);
  return {
    sent,
    finish: () => releases.splice(0).forEach((release) => release()),
    /** Answers the oldest upload still waiting. */
    finishOne: () => releases.shift()?.(),
  };
}
