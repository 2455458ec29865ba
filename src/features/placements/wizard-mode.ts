// Which placement wizard a step renders in: single (one screen, every field) or batch (the CSV
// lines carry name, external ID and venue type, and mostly their location; the steps give
// defaults for what a line leaves empty).
export type PlacementWizardMode = 'single' | 'batch';
