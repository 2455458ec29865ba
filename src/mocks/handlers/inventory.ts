// Handlers of this area are written by the engineer who builds its screens.
import type { HttpHandler } from 'msw';

export const inventoryHandlers: HttpHandler[] = [];
