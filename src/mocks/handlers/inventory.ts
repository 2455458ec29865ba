// Inventory (DSP; an Admin too): the explorer's search, saved explorer reports and saving one.
// Search and filters: src/mocks/inventory-search.ts.
import { newId, nowIso } from '@/mocks/ids';
import { filtersFromBody, filtersFromQuery, searchInventory } from '@/mocks/inventory-search';
import type { SavedInventoryReportRecord } from '@/mocks/records';
import { canAccess, collection, routes, type JsonObject } from '@/mocks/resource';
import { requiredText } from '@/mocks/validation/common';
import type { InventoryReport } from '@/types/api';

const buyers = routes({ roles: ['DSP', 'Admin'] });

const savedReports = collection('Inventory report', { rows: (db) => db.inventoryReports });

function parseSavedReport(body: JsonObject) {
  return {
    name: requiredText(body.name, 'Report name is required'),
    description: typeof body.description === 'string' ? body.description.trim() : '',
    filters: filtersFromBody(body.filters),
  };
}

export const inventoryHandlers = [
  buyers.get('/inventory', ({ request, db }) =>
    searchInventory(filtersFromQuery(new URL(request.url)), db),
  ),

  // A report of no account (the featured one) is every buyer's; others are their account's.
  buyers.get('/inventory/:id', ({ user, params, db }): InventoryReport => {
    const report = savedReports.findOr404(
      params.id,
      (found) => found.accountId === null || canAccess(user, found.accountId),
    );
    const { id, name, description, filters } = report;
    return { id, name, description, filters, ...searchInventory(filters, db) };
  }),

  buyers.post('/inventory', { status: 201 }, async ({ user, body, db }) => {
    const input = await body(parseSavedReport);
    const report: SavedInventoryReportRecord = {
      id: newId('inv'),
      accountId: user.accountId,
      ...input,
      createdAt: nowIso(),
    };
    db.inventoryReports.push(report);
    return { id: report.id };
  }),
];
