// The same handlers on msw/node, for Vitest. test/setup.ts starts it for every test file.
import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

export const server = setupServer(...handlers);
