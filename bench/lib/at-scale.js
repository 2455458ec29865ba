// The scale scenarios (issues 9, 10, 21 and 27; docs/quality.md, "At scale"): the placements
// list, its CSV export, the inventory explorer and the palette's record search at demo-scale in
// the demo build, and the
// 100,000-line CSV import in the production console. For bench/run.js (after the timing runs)
// and bench/scale.js (alone).
import { measureActivityList, reportActivityList, summarizeActivityList } from './activity-list.js';
import { measureCsvImport, reportCsvImport } from './csv-import.js';
import {
  measureImportConflicts,
  reportImportConflicts,
  summarizeImportConflicts,
} from './import-conflicts.js';
import {
  measureInventoryExplorer,
  reportInventoryExplorer,
  summarizeInventoryExplorer,
} from './inventory-explorer.js';
import {
  measurePaletteSearch,
  reportPaletteSearch,
  summarizePaletteSearch,
} from './palette-search.js';
import {
  measurePlacementsExport,
  reportPlacementsExport,
  summarizePlacementsExport,
} from './placements-export.js';
import {
  measurePlacementsList,
  reportPlacementsList,
  summarizePlacementsList,
} from './placements-list.js';

export const SCALE_PARTS = [
  'list',
  'export',
  'inventory',
  'palette',
  'conflicts',
  'activity',
  'csv',
];

/** `runs` of each part asked for (`only`: one of SCALE_PARTS, or null for all of them). */
export async function measureAtScale({ browser, origins, sessions, runs, only = null, log }) {
  const wanted = (part) => only === null || only === part;
  const repeat = async (measure) => {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure());
    return samples;
  };
  const results = {};
  if (wanted('list')) {
    log('placements list at demo-scale');
    const samples = await repeat(() => measurePlacementsList(browser, { origin: origins.demo }));
    results.placementsList = summarizePlacementsList(samples);
  }
  if (wanted('export')) {
    log('placements export at demo-scale');
    const samples = await repeat(() => measurePlacementsExport(browser, { origin: origins.demo }));
    results.placementsExport = summarizePlacementsExport(samples);
  }
  if (wanted('inventory')) {
    log('inventory explorer (demo build, demo-scale 50,000)');
    const samples = await repeat(() => measureInventoryExplorer(browser, { origin: origins.demo }));
    results.inventoryExplorer = summarizeInventoryExplorer(samples);
  }
  if (wanted('palette')) {
    log('palette record search (demo build, demo-scale 50,000)');
    const samples = await repeat(() => measurePaletteSearch(browser, { origin: origins.demo }));
    results.paletteSearch = summarizePaletteSearch(samples);
  }
  if (wanted('conflicts')) {
    log('Launch with 1,000 conflicts (demo build, 4x CPU)');
    const samples = await repeat(() => measureImportConflicts(browser, { origin: origins.demo }));
    results.importConflicts = summarizeImportConflicts(samples);
  }
  if (wanted('activity')) {
    log('Activity at demo-scale 100,000 (demo build, 4x CPU)');
    const samples = await repeat(() => measureActivityList(browser, { origin: origins.demo }));
    results.activityList = summarizeActivityList(samples);
  }
  if (wanted('csv')) {
    log('bulk CSV import');
    results.csvImport = await measureCsvImport(browser, {
      origin: origins.console,
      session: sessions.ssp,
      runs,
    });
  }
  return results;
}

/** The tables of whichever parts were measured. */
export function reportAtScale(results) {
  return [
    ...(results.placementsList ? reportPlacementsList(results.placementsList) : []),
    ...(results.placementsExport ? reportPlacementsExport(results.placementsExport) : []),
    ...(results.inventoryExplorer ? reportInventoryExplorer(results.inventoryExplorer) : []),
    ...(results.paletteSearch ? reportPaletteSearch(results.paletteSearch) : []),
    ...(results.importConflicts ? reportImportConflicts(results.importConflicts) : []),
    ...(results.activityList ? reportActivityList(results.activityList) : []),
    ...(results.csvImport ? reportCsvImport(results.csvImport) : []),
  ];
}
