// The content library (DSP, and an Admin writing a campaign): the clips a campaign's Marquee+
// step pairs with it (CNT-CLIPS; CMP-PLUS).
import { routes } from '@/mocks/resource';

const buyers = routes({ roles: ['DSP', 'Admin'] });

export const contentHandlers = [buyers.get('/content/clips', ({ db }) => ({ clips: db.clips }))];
