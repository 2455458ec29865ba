import { render, screen } from '@testing-library/react';
import { LazyScreen, registerPreloadedScreen } from '@/app/lazy-screen';
import type { ScreenLoader } from '@/config/screen-routes';
import { screenAt } from '@/app/screen-at';
import { sessionStore } from '@/lib/session/session';
import type { Role } from '@/types/api';

function signedIn(roles: Role[]) {
  sessionStore.save(
    { token: 't', user: { name: 'N', email: 'n@demo.test', account_id: 'a' }, roles },
    false,
  );
}

describe('screenAt: the screen a URL shows the signed-in user (first render, loaders)', () => {
  it('a public screen, without the shell', () => {
    expect(screenAt('/sign-in')).toEqual({ screen: 'signIn', shell: false });
  });

  it('nothing for a protected screen without a session (the guard redirects)', () => {
    expect(screenAt('/bidders')).toEqual({ screen: null, shell: false });
  });

  it('the screen and the shell for an allowed route, preferring static segments', () => {
    signedIn(['Admin']);
    expect(screenAt('/accounts/create')).toEqual({ screen: 'accountCreate', shell: true });
    expect(screenAt('/accounts/acc_1')).toEqual({ screen: 'accountDetail', shell: true });
  });

  it('only the shell for a route the role may not open', () => {
    signedIn(['DSP']);
    expect(screenAt('/bidders')).toEqual({ screen: null, shell: true });
  });

  it('the role home at /', () => {
    signedIn(['SSP']);
    expect(screenAt('/')).toEqual({ screen: 'reports', shell: true });
    signedIn([]);
    expect(screenAt('/')).toEqual({ screen: null, shell: true });
  });

  it('nothing for an unknown path', () => {
    expect(screenAt('/nope/nope/nope')).toEqual({ screen: null, shell: false });
  });
});

describe('a preloaded screen', () => {
  it('renders at once, with no loading fallback', async () => {
    const Ready = () => <h1>Ready</h1>;
    const load: ScreenLoader = () => Promise.resolve({ default: Ready });
    registerPreloadedScreen(load, Ready);
    render(<LazyScreen load={load} />);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
