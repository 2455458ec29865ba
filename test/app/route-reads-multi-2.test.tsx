// Every other route the multi-role login may open (2 of 2): after its loader, the screen reads
// nothing more (test/app/route-reads.ts).
import { describe } from 'vitest';
import { screenReadsNothingMore } from './route-reads';

describe('route loaders', () => screenReadsNothingMore('multi', { part: 2, of: 2 }));
