// Save as Report: names the current filters (POST /inventory), then opens the saved report at
// /inventory/{id}. The form lives inside the dialog's panel, so each opening starts empty; a
// failed save leaves the dialog open with the text as typed, and says why inside it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSaveInventoryReport } from '@/api/inventory';
import { TextAreaInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { Modal, ModalActions } from '@/components/ui/modal';
import { routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toast';
import type { InventoryFilters } from '@/types/api';
import {
  REPORT_DESCRIPTION,
  REPORT_NAME,
  REPORT_SAVED,
  SAVE_AS_REPORT,
  SAVE_REPORT,
} from '@/features/inventory/messages';
import {
  saveReportDefaults,
  saveReportSchema,
  type SaveReportValues,
} from '@/features/inventory/save-report-schema';

interface SaveReportFormProps {
  filters: InventoryFilters;
  save: ReturnType<typeof useSaveInventoryReport>;
  onClose: () => void;
  onError: (message: string | null) => void;
}

function SaveReportForm({ filters, save, onClose, onError }: SaveReportFormProps) {
  const navigate = useNavigate();
  const form = useForm<SaveReportValues>({
    resolver: yupResolver(saveReportSchema),
    mode: 'onTouched',
    defaultValues: saveReportDefaults,
  });
  const { isSubmitting } = useFormState({ control: form.control });
  const busy = isSubmitting || save.isPending;
  const submit = async (values: SaveReportValues) => {
    onError(null);
    try {
      const { id } = await save.mutateAsync({ ...values, filters });
      toastSuccess(REPORT_SAVED);
      onClose();
      void navigate(routePath('inventoryReport', { id }));
    } catch (error) {
      onError(messageOf(error));
    }
  };
  return (
    <Form form={form} onSubmit={submit} aria-label={SAVE_AS_REPORT} className="mt-4 space-y-4">
      <TextInput<SaveReportValues>
        name="name"
        label={REPORT_NAME}
        required
        readOnly={busy}
        autoFocus
      />
      <TextAreaInput<SaveReportValues>
        name="description"
        label={REPORT_DESCRIPTION}
        rows={3}
        readOnly={busy}
      />
      <ModalActions onCancel={onClose} busy={busy} confirmLabel={SAVE_REPORT} />
    </Form>
  );
}

export function SaveReportDialog({
  open,
  onClose,
  filters,
  description,
}: {
  open: boolean;
  onClose: () => void;
  filters: InventoryFilters;
  /** what the report will hold, in words */
  description: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = useSaveInventoryReport();
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      busy={save.isPending}
      title={SAVE_AS_REPORT}
      description={description}
      error={error}
    >
      <SaveReportForm filters={filters} save={save} onClose={close} onError={setError} />
    </Modal>
  );
}
