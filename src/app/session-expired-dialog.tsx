// `Session expired`: sign in again over the current screen (AUTH-SESSION-EXPIRED, AUTH-TABS-ENDED).
// The e-mail is the expired user's, and may be changed. The same user: the session is renewed and
// every held request goes again, so the screen and everything typed stay; the same user signing in
// in another tab does the same and closes this dialog by itself. Someone else: a fresh console
// (src/lib/session/session-expiry.ts). It closes only that way or by an explicit button that names what is
// discarded: Escape and a click outside do nothing. When another tab signed in as someone else, it
// says who, and offers to switch to them. A failed sign-in is said inside the dialog (the page and
// its toasts are inert behind it). Signing in as someone else over the screen asks first, naming
// what goes. An ended sign-in as a user returns to the admin only after the admin's password
// (src/app/impersonation-ended-form.tsx, AUTH-IMPERSONATE-LIFETIME).
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SessionExpiredModal } from '@/app/session-expired-modal';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/http/api-error';
import { sessionStore } from '@/lib/session/session';
import {
  discardAndSignOut,
  followRenewals,
  heldRequests,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_TITLE,
  signedOutElsewhere,
  signInAgain,
  switchToSignedIn,
} from '@/lib/session/session-expiry';
import { useStore } from '@/lib/cache/use-store';
import type { SessionUser } from '@/types/api';
import { signIn } from '@/api/auth';
import { ImpersonationEndedForm } from '@/app/impersonation-ended-form';
import { signInSchema, type SignInValues } from '@/rules/auth-schemas';

const requests = (count: number) => `${count} waiting request${count === 1 ? '' : 's'}`;

/** What leaving this screen discards: the page's changes and any request still held. */
function discarded(held: number): string {
  return held > 0
    ? `discard your changes on this page and ${requests(held)}`
    : 'discard your changes on this page';
}

export const signOutLabel = (held: number) => `Sign out and ${discarded(held)}`;
export const switchLabel = (who: string, held: number) => `Switch to ${who} and ${discarded(held)}`;
export const signInOtherLabel = (who: string, held: number) =>
  `Sign in as ${who} and ${discarded(held)}`;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const nameOf = (user: SessionUser) => user.email;
/** The person whose work the page holds, by name (their e-mail when they have none). */
const personOf = (user: SessionUser) => user.name || user.email;

/** AUTH-SIGN-IN-OVER-WORK: the question before someone else takes over this page. */
const discardQuestion = (user: SessionUser) =>
  `Discard ${personOf(user)}'s unsaved changes on this page?`;
const closesPage = (how: string, held: number) =>
  held > 0 ? `${how} closes this page and discards ${requests(held)}.` : `${how} closes this page.`;

function useElsewhere() {
  return useStore(sessionStore, () => sessionStore.signedInElsewhere());
}

export default function SessionExpiredDialog() {
  const admin = useStore(sessionStore, () => sessionStore.impersonator());
  const held = useStore(heldRequests);
  if (admin) {
    return <ImpersonationEndedForm admin={admin} user={sessionStore.get()?.user} held={held} />;
  }
  return <SignInAgainForm held={held} />;
}

function SignInAgainForm({ held }: { held: number }) {
  const [error, setError] = useState<string | null>(null);
  /** The other e-mail the user has been asked about (AUTH-SIGN-IN-OVER-WORK). */
  const [confirmed, setConfirmed] = useState<string | null>(null);
  /** Whom Switch was pressed for once: asked about them, the next press switches. */
  const [switchAskedFor, setSwitchAskedFor] = useState<string | null>(null);
  const mine = sessionStore.get()?.user;
  const elsewhere = useElsewhere();
  // A session that ran out in another tab is no logout there (AUTH-TABS-ENDED).
  const signedOut = useStore(sessionStore, signedOutElsewhere);
  // The same user signing in again in another tab closes this dialog (AUTH-TABS-SAME-USER).
  useEffect(followRenewals, []);
  const form = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: mine?.email ?? '', password: '', remember: false },
  });
  const { isSubmitting: busy } = useFormState({ control: form.control });

  // Asked about the person signed in elsewhere now: someone else there is asked about again.
  const switchAsked = elsewhere ? switchAskedFor === nameOf(elsewhere) : false;
  const typed = useWatch({ control: form.control, name: 'email' });
  const other = mine && typed && !sameEmail(typed, mine.email) ? typed.trim() : null;
  const asking = other !== null && confirmed !== null && sameEmail(confirmed, other);

  const submit = async ({ email, password }: SignInValues) => {
    setError(null);
    // Someone else over this screen: asked first, naming what goes (AUTH-SIGN-IN-OVER-WORK).
    if (mine && !sameEmail(email, mine.email) && !(confirmed && sameEmail(confirmed, email))) {
      setConfirmed(email.trim());
      return;
    }
    try {
      // Not the sign-in mutation: its failure would be toasted behind this dialog.
      signInAgain(await signIn({ email, password, remember: sessionStore.expiredWasRemembered() }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const description = (
    <>
      <p>{SESSION_EXPIRED_MESSAGE}</p>
      {signedOut ? <p className="mt-2">You were signed out in another tab.</p> : null}
      {elsewhere && mine ? (
        <p className="mt-2">
          {nameOf(elsewhere)} signed in in another tab. This tab still shows the work of{' '}
          {nameOf(mine)}: sign in again as {nameOf(mine)} to go on with it, or switch to{' '}
          {nameOf(elsewhere)}.
        </p>
      ) : null}
      {asking && mine && other ? (
        <p role="alert" className="mt-2 font-medium text-amber-900">
          {discardQuestion(mine)} {closesPage(`Signing in as ${other}`, held)}
        </p>
      ) : null}
      {switchAsked && !asking && mine && elsewhere ? (
        <p role="alert" className="mt-2 font-medium text-amber-900">
          {discardQuestion(mine)} {closesPage(`Switching to ${nameOf(elsewhere)}`, held)}
        </p>
      ) : null}
      {held > 0 ? (
        <p className="mt-2">
          {held === 1 ? '1 request from this page is' : `${held} requests from this page are`}{' '}
          waiting; {held === 1 ? 'it is' : 'they are'} sent once you sign in again.
        </p>
      ) : null}
    </>
  );

  return (
    <SessionExpiredModal busy={busy} error={error} description={description}>
      <Form form={form} onSubmit={submit} aria-label={SESSION_EXPIRED_TITLE} className="mt-4">
        <fieldset disabled={busy} className="space-y-4">
          {/* As the sign-in screen's EmailInput, which is not imported: sharing it would split
              the sign-in screen's code into one more file, about 0.14 KB more to download. */}
          <TextInput<SignInValues>
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
          <TextInput<SignInValues>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        </fieldset>
        <div className="mt-6 flex flex-col gap-3">
          <Button type="submit" loading={busy}>
            {asking && other ? signInOtherLabel(other, held) : 'Sign in'}
          </Button>
          {elsewhere ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                switchAsked ? switchToSignedIn() : setSwitchAskedFor(nameOf(elsewhere))
              }
            >
              {switchLabel(nameOf(elsewhere), held)}
            </Button>
          ) : null}
          <Button variant="secondary" disabled={busy} onClick={discardAndSignOut}>
            {signOutLabel(held)}
          </Button>
        </div>
      </Form>
    </SessionExpiredModal>
  );
}
