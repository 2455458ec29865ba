// The reject dialog's one field: a reason is required (the API refuses a blank one,
// REV-REJECT-REASON); trimmed, as the server stores it, and kept short enough to read on a card.
import * as yup from 'yup';
import { REASON_MAX_LENGTH, REASON_REQUIRED, REASON_TOO_LONG } from '@/features/reviews/messages';

export const rejectSchema = yup.object({
  reason: yup.string().trim().required(REASON_REQUIRED).max(REASON_MAX_LENGTH, REASON_TOO_LONG),
});

export type RejectValues = yup.InferType<typeof rejectSchema>;

export const rejectDefaults: RejectValues = { reason: '' };
