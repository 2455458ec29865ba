// CRE-CALLS, CRE-ACCESS, CRE-FORMATS, CRE-MAX-SIZE, CRE-REVIEWS.
// Ad creatives (DSP; an Admin sees every account's): the list, newest first, and the upload.
// An upload is PNG, JPEG or MP4 by declared type and name, and its size (and an MP4's length)
// is read from the bytes (src/mocks/media-probe.ts), so a renamed file cannot pass.
import { recordSave } from '@/mocks/history/writer';
import {
  CREATIVE_FORMAT_MESSAGE,
  CREATIVE_MIME_TYPES,
  CREATIVE_TOO_LARGE_MESSAGE,
  CREATIVE_TYPES_BY_EXTENSION,
  MAX_CREATIVE_BYTES,
} from '@/rules/creative-files';
import { storeUpload } from '@/mocks/handlers/files';
import { fail } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { probeMedia, type MediaInfo } from '@/mocks/media-probe';
import { findAccount } from '@/mocks/queries';
import type { CreativeRecord, DbState, ReviewRecord } from '@/mocks/records';
import { accountScope, canAccess, collection, namedAccountId, routes } from '@/mocks/resource';
import { resubmit } from '@/mocks/review-submissions';
import { toCreative } from '@/mocks/serializers';
import type {
  CreativeDescriptor,
  CreativeList,
  CreativeReview,
  CreativeReviewList,
} from '@/types/api';

export const CREATIVE_MESSAGES = {
  multipart: 'Send the file as multipart/form-data with the fields name and body.',
  fileRequired: 'A file is required',
  format: CREATIVE_FORMAT_MESSAGE,
  tooLarge: CREATIVE_TOO_LARGE_MESSAGE,
  unreadable: 'The file could not be read as PNG, JPEG or MP4',
} as const;

export { MAX_CREATIVE_BYTES };

const TYPES_BY_EXTENSION = CREATIVE_TYPES_BY_EXTENSION;
const ACCEPTED_TYPES = CREATIVE_MIME_TYPES;

const buyers = routes({ roles: ['DSP', 'Admin'] });
const creatives = collection('Creative', { rows: (db) => db.creatives });

/** A review as the creative's buyer reads it: the publisher by name, never who decided. */
function toCreativeReview(review: ReviewRecord, db: DbState): CreativeReview {
  const publisher = findAccount(review.publisherAccountId, db);
  return {
    publisher: {
      id: review.publisherAccountId,
      name: publisher?.name ?? review.publisherAccountId,
    },
    campaign: { ...review.campaign },
    status: review.status,
    submittedAt: review.submittedAt,
    ...(review.status !== 'Pending' && review.decidedAt ? { decidedAt: review.decidedAt } : {}),
    ...(review.status === 'Rejected' && review.reason ? { reason: review.reason } : {}),
  };
}

function extension(name: string): string | null {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? null;
}

/** Accepted by its declared type (or, without one, its name) and by every name's extension. */
function isAcceptedFile(file: File, names: readonly string[]): boolean {
  const extensions = names.map(extension).filter((found) => found !== null);
  // Browsers send application/octet-stream for a file of no known type: that says nothing.
  const typed = file.type !== '' && file.type !== 'application/octet-stream';
  const declared = typed ? file.type : (TYPES_BY_EXTENSION[extensions[0] ?? ''] ?? '');
  return ACCEPTED_TYPES.has(declared) && extensions.every((found) => found in TYPES_BY_EXTENSION);
}

interface Upload {
  file: File;
  name: string;
  /** The multipart `accountId`: the account an Admin uploads for. */
  accountId: unknown;
}

async function readUpload(request: Request): Promise<Upload> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail(CREATIVE_MESSAGES.multipart);
  }
  const file = form.get('body');
  if (!file || typeof file === 'string') fail(CREATIVE_MESSAGES.fileRequired);
  const field = form.get('name');
  const fieldName = typeof field === 'string' ? field.trim() : '';
  const name = fieldName || file.name || 'upload';
  if (!isAcceptedFile(file, [fieldName, file.name].filter(Boolean))) {
    fail(CREATIVE_MESSAGES.format);
  }
  if (file.size > MAX_CREATIVE_BYTES) fail(CREATIVE_MESSAGES.tooLarge, 413);
  return { file, name, accountId: form.get('accountId') };
}

function descriptorOf(media: MediaInfo): CreativeDescriptor {
  const { width, height, durationSecs } = media;
  return media.format === 'mp4'
    ? { type: 'video', width, height, duration_secs: durationSecs }
    : { type: 'banner', width, height };
}

export const creativeHandlers = [
  buyers.get('/creatives', ({ user, db }): CreativeList => {
    const scope = accountScope(user);
    const creatives = db.creatives
      .filter((creative) => !scope || creative.accountId === scope)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(toCreative);
    return { count: creatives.length, creatives };
  }),

  // CRE-REVIEWS: every publisher's review of one of the buyer's creatives.
  buyers.get('/creatives/:id/reviews', ({ user, params, db }): CreativeReviewList => {
    const creative = creatives.findOr404(params.id, (found) => canAccess(user, found.accountId));
    const reviews = db.reviews
      .filter((review) => review.creative.id === creative.id)
      .map((review) => toCreativeReview(review, db))
      .sort(
        (a, b) =>
          a.publisher.name.localeCompare(b.publisher.name) ||
          a.campaign.name.localeCompare(b.campaign.name),
      );
    return { reviews };
  }),

  buyers.post('/creatives', { status: 201 }, async ({ user, request, db, change }) => {
    const { file, name, accountId: named } = await readUpload(request);
    // An Admin uploads for the account named (a campaign's, CMP-CREATIVES-STEP).
    const accountId = namedAccountId(user, named);
    if (!findAccount(accountId, db)) fail('Unknown account');
    const media = probeMedia(new Uint8Array(await file.arrayBuffer()));
    if (!media) fail(CREATIVE_MESSAGES.unreadable);
    // The bytes decide the type: a JPEG named .png is stored as the JPEG it is. The bytes are
    // kept apart and served by the demo (DEMO-STORAGE), so the creative holds only their URL.
    const upload = { file, name, mimeType: media.mimeType, accountId };
    const creative: CreativeRecord = {
      id: newId('cr'),
      name,
      url: (await storeUpload(request, upload, db)).url,
      mimeType: media.mimeType,
      descriptor: descriptorOf(media),
      accountId,
      createdAt: nowIso(),
    };
    db.creatives.push(creative);
    recordSave(db, change, {
      kind: 'creative',
      before: null,
      after: creative,
      id: creative.id,
      accountId: creative.accountId,
    });
    return toCreative(creative);
  }),

  // CRE-REPLACE-FILE: a new file for the same creative, and every review of it starts again.
  buyers.post('/creatives/:id/file', async ({ user, params, request, db, change }) => {
    const creative = creatives.findOr404(params.id, (found) => canAccess(user, found.accountId));
    const { file, name } = await readUpload(request);
    const media = probeMedia(new Uint8Array(await file.arrayBuffer()));
    if (!media) fail(CREATIVE_MESSAGES.unreadable);
    const upload = { file, name, mimeType: media.mimeType, accountId: creative.accountId };
    const before = structuredClone(creative);
    creative.url = (await storeUpload(request, upload, db)).url;
    creative.mimeType = media.mimeType;
    creative.descriptor = descriptorOf(media);
    recordSave(db, change, {
      kind: 'creative',
      before,
      after: creative,
      id: creative.id,
      accountId: creative.accountId,
    });
    for (const review of db.reviews) {
      if (review.creative.id === creative.id) resubmit(review, creative, db, change);
    }
    return toCreative(creative);
  }),
];
