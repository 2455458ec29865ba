// Reject asks why: a required, labelled Reason (the advertiser sees it). The form lives inside
// the dialog's panel and starts from the owner's draft, which it keeps up to date: Escape or a
// click outside loses nothing typed (the next opening shows it), Cancel discards it. A failed
// request leaves the dialog open with the text as typed, to try again (REV-REJECT-REASON).
import { useEffect } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { TextAreaInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { REASON_HINT, REASON_LABEL, REJECT } from '@/features/reviews/messages';
import { Modal, ModalActions } from '@/components/ui/modal';
import { rejectDefaults, rejectSchema, type RejectValues } from '@/features/reviews/reject-schema';

export interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  /** What was typed for this rejection before (empty for a new one). */
  draft: string;
  /** Every change of the Reason; '' on Cancel. */
  onDraftChange: (reason: string) => void;
  title: string;
  description: string;
  /** Runs the rejection and never throws; the Reject button is busy until it settles. */
  onReject: (reason: string) => Promise<void>;
  /** The rejection's request is running (the dialog cannot be closed meanwhile). */
  busy: boolean;
  /** Progress of a bulk run, shown under the field. */
  progress?: string | null;
  /** Why the last attempt failed (in part, for a bulk run). */
  error?: string | null;
}

type RejectFormProps = Pick<
  RejectDialogProps,
  'onClose' | 'draft' | 'onDraftChange' | 'onReject' | 'busy' | 'progress'
>;

function RejectForm({ onClose, draft, onDraftChange, onReject, busy, progress }: RejectFormProps) {
  const form = useForm<RejectValues>({
    resolver: yupResolver(rejectSchema),
    mode: 'onTouched',
    defaultValues: { ...rejectDefaults, reason: draft },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  useEffect(() => onDraftChange(reason ?? ''), [reason, onDraftChange]);
  const { isSubmitting } = useFormState({ control: form.control });
  const running = busy || isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={({ reason }) => onReject(reason)}
      aria-label={REJECT}
      className="mt-4"
    >
      {/* readOnly, not disabled, while running: the text stays as typed and in the form. */}
      <TextAreaInput<RejectValues>
        name="reason"
        label={REASON_LABEL}
        hint={REASON_HINT}
        required
        rows={3}
        readOnly={running}
        autoFocus
      />
      {progress ? (
        <p role="status" className="mt-3 text-sm text-gray-700">
          {progress}
        </p>
      ) : null}
      <ModalActions
        onCancel={() => {
          onDraftChange('');
          onClose();
        }}
        busy={running}
        confirmLabel={REJECT}
        confirmVariant="danger"
      />
    </Form>
  );
}

export function RejectDialog({ open, title, description, error, ...form }: RejectDialogProps) {
  return (
    <Modal
      open={open}
      onClose={form.onClose}
      busy={form.busy}
      title={title}
      description={description}
      error={error}
    >
      <RejectForm {...form} />
    </Modal>
  );
}
