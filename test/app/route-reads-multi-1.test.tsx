// Every other route the multi-role login may open (1 of 2): after its loader, the screen reads
// nothing more (test/app/route-reads.ts).
import { describe } from 'vitest';
import { screenReadsNothingMore } from './route-reads';

describe('route loaders', () => screenReadsNothingMore('multi', { part: 1, of: 2 }));
