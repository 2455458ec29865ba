// A JSON reply encoded once. MSW's HttpResponse.json() turns the text into bytes twice (a Blob
// only to count them for Content-Length, then the Response body): at demo scale GET /placements
// is about 33 MB of JSON, and those two copies cost the page's main thread (where the browser's
// mock API runs) roughly 300 ms before the list can show.
const encoder = new TextEncoder();

export function jsonBytesResponse(body: unknown, status = 200): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) },
  });
}
