// A wizard step whose code loads when the step is first shown, not with the route (WIZ-LAZY-STEPS):
// a route's first paint needs only its first step. The kit calls `preload` when the pointer or
// focus reaches the crumb or button that opens the step (src/lib/versions/lazy-component.ts).
import { lazyComponent } from '@/lib/versions/lazy-component';

export const lazyStep = lazyComponent;
