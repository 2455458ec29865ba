// Every route admin may open: after its loader, the screen reads nothing more (test/app/route-reads.ts).
import { describe } from 'vitest';
import { screenReadsNothingMore } from './route-reads';

describe('route loaders', () => screenReadsNothingMore('admin'));
