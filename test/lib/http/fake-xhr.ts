// A minimal XMLHttpRequest a test drives by hand (the upload's progress, failures, aborts), and
// the session and form the upload tests send.
import type { Session } from '@/types/api';

export const uploadSession: Session = {
  token: 'tok-up',
  user: { name: 'A', email: 'a@demo.test', account_id: 'acc' },
  roles: ['DSP'],
};

/** A one-file multipart body, as the creative upload sends. */
export function uploadForm(): FormData {
  const data = new FormData();
  data.append('name', 'x.png');
  data.append('body', new File(['png-bytes'], 'x.png', { type: 'image/png' }));
  return data;
}

/** A minimal XMLHttpRequest the test drives by hand. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  private uploadListeners = new Map<string, ((event: unknown) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener({ loaded, total, lengthComputable });
    }
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({});
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
}
