import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadDemoControls, type DemoControls } from '@/lib/demo';
import { toastError, toastSuccess } from '@/lib/toasts/toast';

/** DEMO-PANEL: the reset's outcome, said as it is (a reset the browser could not store is none). */
export const DEMO_RESET_TEXT = {
  done: 'Demo data was reset.',
  failed:
    'The demo data could not be reset: the browser has no room left for its data. Nothing was changed.',
} as const;

/**
 * Demo mode only (DEMO-PANEL): the demo logins (click to fill the form) and a reset of the demo
 * data (DEMO-RESET).
 */
export function DemoPanel({ onPick }: { onPick: (email: string, password: string) => void }) {
  const [controls, setControls] = useState<DemoControls | null>(null);
  const [resetting, setResetting] = useState(false);
  useEffect(() => {
    let live = true;
    void loadDemoControls().then((value) => live && setControls(value));
    return () => {
      live = false;
    };
  }, []);
  if (!controls) return null;

  const { knobs } = controls;
  return (
    <section
      aria-labelledby="demo-mode-heading"
      className="mt-6 rounded-lg bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
    >
      <h2 id="demo-mode-heading" className="font-semibold text-amber-900">
        Demo mode
      </h2>
      <p className="mt-1 text-amber-900">
        Every call is answered in your browser. Choose a login (password{' '}
        <code className="font-mono">{controls.logins[0]?.password}</code>):
      </p>
      <ul className="mt-3 space-y-1">
        {controls.logins.map((login) => (
          <li key={login.email}>
            <button
              type="button"
              onClick={() => onPick(login.email, login.password)}
              className="w-full rounded px-2 py-1 text-left hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              <span className="font-mono text-amber-950">{login.email}</span>
              <span className="ml-2 text-amber-800">
                {login.name} · {login.roles.length ? login.roles.join(', ') : 'no role'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {knobs.scale > 0 || knobs.faultRate > 0 || knobs.hostile ? (
        <p className="mt-3 text-amber-900">
          Knobs: scale {knobs.scale}, faults {knobs.faultRate}
          {knobs.hostile ? ', hostile data' : ''}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-3"
        loading={resetting}
        onClick={() => {
          setResetting(true);
          controls
            .reset()
            .then(() => toastSuccess(DEMO_RESET_TEXT.done))
            .catch(() => toastError(DEMO_RESET_TEXT.failed))
            .finally(() => setResetting(false));
        }}
      >
        Reset demo data
      </Button>
    </section>
  );
}
