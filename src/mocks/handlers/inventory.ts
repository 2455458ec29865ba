// INV-CALLS, INV-FEATURED.
// Inventory (DSP; an Admin too): the explorer's search, saved explorer reports and saving one.
// Search and filters: src/mocks/inventory-search.ts.
import { recordSave } from '@/mocks/history/writer';
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { newId, nowIso } from '@/mocks/ids';
import {
  filtersFromBody,
  filtersFromQuery,
  inventoryPieces,
  searchInventory,
} from '@/mocks/inventory-search';
import { jsonStreamResponse } from '@/mocks/json-bytes';
import type { SavedInventoryReportRecord } from '@/mocks/records';
import { hostileInventoryReport } from '@/mocks/seed/inventory';
import { canAccess, collection, routes, type JsonObject } from '@/mocks/resource';
import { requiredName } from '@/mocks/validation/common';
import type { InventoryReport } from '@/types/api';

const buyers = routes({ roles: ['DSP', 'Admin'] });

// With demo-hostile on, the hostile report is there too (src/mocks/seed/inventory.ts).
const savedReports = collection('Inventory report', {
  rows: (db) =>
    db.hostile ? [...db.inventoryReports, hostileInventoryReport()] : db.inventoryReports,
});

function parseSavedReport(body: JsonObject) {
  return {
    name: requiredName(body.name, 'Report name is required', L.reportName),
    description: typeof body.description === 'string' ? body.description.trim() : '',
    filters: filtersFromBody(body.filters),
  };
}

export const inventoryHandlers = [
  // Streamed as it is written: at demo scale the reply is tens of megabytes of JSON.
  buyers.get('/inventory', ({ request, db }) =>
    jsonStreamResponse(
      inventoryPieces(searchInventory(filtersFromQuery(new URL(request.url)), db)),
    ),
  ),

  // A report of no account (the featured one) is every buyer's; others are their account's.
  buyers.get('/inventory/:id', ({ user, params, db }) => {
    const report = savedReports.findOr404(
      params.id,
      (found) => found.accountId === null || canAccess(user, found.accountId),
    );
    const { id, name, description, filters } = report;
    const reply: InventoryReport = {
      id,
      name,
      description,
      filters,
      ...searchInventory(filters, db),
    };
    return jsonStreamResponse(inventoryPieces(reply));
  }),

  buyers.post('/inventory', { status: 201 }, async ({ user, body, db, change }) => {
    const input = await body(parseSavedReport);
    const report: SavedInventoryReportRecord = {
      id: newId('inv'),
      accountId: user.accountId,
      ...input,
      createdAt: nowIso(),
    };
    db.inventoryReports.push(report);
    recordSave(db, change, {
      kind: 'inventoryReport',
      before: null,
      after: report,
      id: report.id,
      accountId: report.accountId,
    });
    return { id: report.id };
  }),
];
