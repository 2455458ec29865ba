// Public entry of the day-part grid; the helpers are exported for forms that validate or
// summarize the same cell lists (e.g. a yup schema, a detail page's text).
export { DayPartGrid } from './day-part-grid';
export type { DayPartCell, DayPartGridProps } from './types';
