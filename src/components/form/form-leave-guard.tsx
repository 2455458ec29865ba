// A form with unsaved changes asks before its page is left (src/components/leave-guard): while a
// field differs from its default, the save's time included (MANY-LEAVE-DURING-SAVE,
// FORM-LEAVE-GUARD: leaving while a save runs would lose what was typed if it fails, or never say
// whether it was saved). The guard steps aside only once the save has answered as saved, so the
// save's own move to the next screen is not asked about; a failed save leaves the form changed, so
// it asks again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';

/** Must be rendered inside a <Form> (it reads the form's dirty and submitting state). */
export function FormLeaveGuard({ message }: { message: string }) {
  const { isDirty, isSubmitting } = useFormState();
  const client = useQueryClient();
  const submitting = useRef(false);
  const saved = useRef(false);
  useLayoutEffect(() => {
    submitting.current = isSubmitting;
    if (!isSubmitting) saved.current = false;
  }, [isSubmitting]);
  // A save answers through the mutation cache before its caller goes on (to the next screen):
  // read here as it happens, not at the next render, which may come after the navigation.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (!submitting.current || event.type !== 'updated') return;
        const { action } = event;
        if (action.type === 'success') {
          saved.current = true;
        }
      }),
    [client],
  );
  return isDirty ? <LeaveGuard when={() => !saved.current} message={message} /> : null;
}
