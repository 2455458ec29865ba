// The call is kept beside the logout's (src/lib/session/logout.ts), whose module every page loads
// already: in a file of its own, the sign-in screen downloaded it as one more chunk (through the
// re-export in src/api/auth.ts), about 0.15 KB more.
export { refreshSession } from '@/lib/session/logout';
