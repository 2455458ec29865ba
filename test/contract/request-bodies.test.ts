// The request-body check that test/setup.ts runs on every request of the integration tests
// (test/contract/request-bodies.ts): what it reports for a body that breaks the contract.
import { requestBodyProblems } from './request-bodies';

const BASE = 'http://localhost:3000/v1';

function post(path: string, body: BodyInit, contentType = 'application/json') {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

describe('requestBodyProblems', () => {
  it('passes a body that matches the request schema', async () => {
    const reject = post('/reviews/rev_1/reject', JSON.stringify({ reason: 'Too small' }));
    expect(await requestBodyProblems(reject)).toEqual([]);
  });

  it('names a field the document does not have, and a missing one', async () => {
    const renamed = post('/reviews/rev_1/reject', JSON.stringify({ why: 'Too small' }));
    expect(await requestBodyProblems(renamed)).toEqual([
      'rejectReview (POST /reviews/{id}/reject): /why is not in the document (additionalProperties: false)',
      'rejectReview (POST /reviews/{id}/reject): /reason is required but missing',
    ]);
  });

  it('takes `{}` for a POST that carries nothing (EmptyBody), and nothing more', async () => {
    // API-EMPTY-POST: the console sends `{}`; the document says so, for Prism's validator too.
    expect(await requestBodyProblems(post('/reviews/rules/rrl_1/delete', '{}'))).toEqual([]);
    expect(await requestBodyProblems(post('/reviews/rules/rrl_1/delete', '{"note":"ok"}'))).toEqual(
      [
        'deleteReviewRule (POST /reviews/rules/{id}/delete): /note is not in the document (additionalProperties: false)',
        'deleteReviewRule (POST /reviews/rules/{id}/delete): / must NOT have more than 0 properties',
      ],
    );
  });

  it('checks the fields of a multipart upload and its content type', async () => {
    const form = new FormData();
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'scene.png');
    const upload = new Request(`${BASE}/files`, { method: 'POST', body: form });
    expect(await requestBodyProblems(upload)).toEqual([
      'uploadFile (POST /files): /file is not in the document (additionalProperties: false)',
      'uploadFile (POST /files): /name is required but missing',
      'uploadFile (POST /files): /body is required but missing',
    ]);
    expect(await requestBodyProblems(post('/files', '{}'))).toEqual([
      'uploadFile (POST /files): / content type "application/json" is not multipart/form-data',
    ]);
  });

  it('leaves out what is not a documented /v1 call', async () => {
    expect(await requestBodyProblems(post('/not-an-operation', '{"a":1}'))).toEqual([]);
    const elsewhere = new Request('http://localhost:3000/upload', { method: 'POST', body: '{}' });
    expect(await requestBodyProblems(elsewhere)).toEqual([]);
  });
});
