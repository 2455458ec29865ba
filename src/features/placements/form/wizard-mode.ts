// Which placement wizard a step renders in: single (one screen, every field) or batch (the CSV
// lines carry name, external ID, venue type and location; the steps give defaults).
export type PlacementWizardMode = 'single' | 'batch';
