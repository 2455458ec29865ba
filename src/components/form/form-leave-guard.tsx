// A form with unsaved changes asks before its page is left (src/components/leave-guard): while
// a field differs from its default and no save is under way (a save that succeeds goes on to
// the next screen by itself, and a failed one leaves the form changed, so it asks again).
import { useFormState } from 'react-hook-form';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';

const UNSAVED = () => true;

/** Must be rendered inside a <Form> (it reads the form's dirty and submitting state). */
export function FormLeaveGuard({ message }: { message: string }) {
  const { isDirty, isSubmitting } = useFormState();
  return isDirty && !isSubmitting ? <LeaveGuard when={UNSAVED} message={message} /> : null;
}
