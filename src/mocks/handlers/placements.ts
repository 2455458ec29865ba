// Placements: reads (the placements table, the admin sandbox picker, earlier versions), creation
// and update. The batch import is in placement-batch.ts. Validation:
// src/mocks/validation/placement.ts. Every save is one version on
// (src/mocks/placement-versions.ts).
import type { HttpHandler } from 'msw';
import { checkIfMatch, withEtag } from '@/mocks/etag';
import { restorePlacement } from '@/mocks/history/restore';
import { recordSave } from '@/mocks/history/writer';
import { newId, nowIso } from '@/mocks/ids';
import { jsonStreamResponse } from '@/mocks/json-bytes';
import { newPlacementKey } from '@/mocks/placement-keys';
import { placementListPieces } from '@/mocks/placement-list';
import { keptVersion, parseVersionRefs, versionOf } from '@/mocks/placement-versions';
import { findPlacement, placementFinder, savePlacement } from '@/mocks/queries';
import type { PlacementRecord } from '@/mocks/records';
import { accountScope, canAccess, collection, routes } from '@/mocks/resource';
import { toPlacement } from '@/mocks/serializers';
import { parsePlacementInput } from '@/mocks/validation/placement';
import type { Placement } from '@/types/api';

// Admin: every placement (the sandbox picker); SSP: the account's own. DSP: 403.
const adminOrSsp = routes({ roles: ['Admin', 'SSP'] });

const placements = collection('Placement', { find: findPlacement });

export const placementHandlers: HttpHandler[] = [
  // Written as JSON bytes as it is read: at demo scale this is 50,000+ placements (~33 MB).
  adminOrSsp.get('/placements', ({ user }) =>
    jsonStreamResponse(placementListPieces(accountScope(user))),
  ),

  // Another account's placement is a 404, as if it did not exist.
  adminOrSsp.get('/placements/:id', ({ user, params }) => {
    const placement = placements.findOr404(params.id, (found) => canAccess(user, found.accountId));
    return withEtag(toPlacement(placement), placement);
  }),

  // A new placement belongs to the caller's account (an admin's too).
  adminOrSsp.post('/placements', { status: 201 }, async ({ user, body, db, change }) => {
    const { enableProgrammaticPartners, ...input } = await body((raw) =>
      parsePlacementInput(raw, { accountId: user.accountId }),
    );
    const placement: PlacementRecord = {
      id: newId('pl'),
      placementKey: newPlacementKey(),
      accountId: user.accountId,
      ...input,
      enableProgrammaticPartners: enableProgrammaticPartners ?? true,
      createdAt: nowIso(),
    };
    const saved = savePlacement(placement);
    recordSave(db, change, {
      kind: 'placement',
      before: null,
      after: saved,
      id: saved.id,
      accountId: saved.accountId,
    });
    return toPlacement(saved);
  }),

  // Replaces the fields of the input; id, placementKey, accountId and createdAt stay. Left out,
  // enableProgrammaticPartners keeps its value.
  adminOrSsp.post('/placements/:id/update', async ({ user, request, params, body, db, change }) => {
    const existing = placements.findOr404(params.id, (found) => canAccess(user, found.accountId));
    checkIfMatch(request, existing);
    const { enableProgrammaticPartners, ...input } = await body((raw) =>
      parsePlacementInput(raw, {
        accountId: existing.accountId,
        placementId: existing.id,
        storedName: existing.name,
      }),
    );
    const placement: PlacementRecord = {
      ...input,
      id: existing.id,
      placementKey: existing.placementKey,
      accountId: existing.accountId,
      enableProgrammaticPartners:
        enableProgrammaticPartners ?? existing.enableProgrammaticPartners ?? true,
      createdAt: existing.createdAt,
    };
    const saved = savePlacement(placement);
    recordSave(db, change, {
      kind: 'placement',
      before: existing,
      after: saved,
      id: saved.id,
      accountId: saved.accountId,
    });
    return withEtag(toPlacement(saved), saved);
  }),

  // HIST-RESTORE-DELETED: a deleted placement back, as it was (idempotent).
  adminOrSsp.post('/placements/:id/restore', ({ user, params, db, change }) => {
    const restored = restorePlacement(
      params.id,
      (placement) => canAccess(user, placement.accountId),
      change,
      db,
    );
    return withEtag(toPlacement(restored), restored);
  }),

  // BATCH-MERGE: each ref's placement at that version (the current record, or a kept earlier
  // one); a ref found nowhere the caller may look is left out. A read, though a POST (100000
  // refs do not fit in a URL): nothing is saved, and its reply is never lost on purpose.
  adminOrSsp.post(
    '/placements/versions',
    { persist: false, lostReplies: false },
    async ({ user, body, db }) => {
      const refs = await body(parseVersionRefs);
      const current = placementFinder(db);
      const placements: Placement[] = [];
      for (const { id, version } of refs) {
        const now = current(id);
        const found = now && versionOf(now) === version ? now : keptVersion(id, version, db);
        if (found && canAccess(user, found.accountId)) placements.push(toPlacement(found));
      }
      return { placements };
    },
  ),
];
