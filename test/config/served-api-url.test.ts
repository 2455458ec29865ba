import { API_URL } from '@/config/env';
import { API_URL_META_NAME, apiUrlOf } from '@/config/served-api-url';

/** A page as index.html is served: with the API URL tag holding `content`, or without one. */
function page(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('Marquee');
  if (content !== undefined) {
    const tag = doc.createElement('meta');
    tag.name = API_URL_META_NAME;
    tag.content = content;
    doc.head.append(tag);
  }
  return doc;
}

describe('the API base URL in effect (issue 19: one build for every environment)', () => {
  it('is the URL the page was served with, over the build-time VITE_API_URL', () => {
    expect(apiUrlOf(page('https://api.staging.example.com'), 'https://api.example.com')).toBe(
      'https://api.staging.example.com',
    );
  });

  it("drops the served URL's trailing slashes and surrounding spaces, as VITE_API_URL's", () => {
    expect(apiUrlOf(page(' http://127.0.0.1:4612// '), undefined)).toBe('http://127.0.0.1:4612');
    expect(apiUrlOf(page(), 'https://api.example.com/')).toBe('https://api.example.com');
  });

  it('falls back to VITE_API_URL without a tag, with a blank tag, or without a page', () => {
    expect(apiUrlOf(page(), 'https://api.example.com')).toBe('https://api.example.com');
    expect(apiUrlOf(page('  '), 'https://api.example.com')).toBe('https://api.example.com');
    expect(apiUrlOf(undefined, 'https://api.example.com')).toBe('https://api.example.com');
  });

  it('is empty when neither is set (a demo build: same-origin /v1)', () => {
    expect(apiUrlOf(page(''), '')).toBe('');
    expect(apiUrlOf(undefined, undefined)).toBe('');
  });

  it('is read only from the marquee-api-url tag, the one deploy/serve-nginx.sh rewrites', () => {
    const other = page();
    other.head.innerHTML = '<meta name="api-url" content="https://elsewhere.example.com">';
    expect(apiUrlOf(other, 'https://api.example.com')).toBe('https://api.example.com');
    expect(API_URL_META_NAME).toBe('marquee-api-url');
  });

  it("is read from the test page at start: no tag there, so the test build's VITE_API_URL", () => {
    expect(document.querySelector(`meta[name="${API_URL_META_NAME}"]`)).toBeNull();
    expect(API_URL).toBe('');
  });
});
