import * as yup from 'yup';
import { isUuid } from '@/features/tools/uuid';

// SBX-PLACEMENT, SBX-DEBUG-ID
export const PLACEMENT_REQUIRED = 'Select a placement';
export const INVALID_DEBUG_SESSION_ID =
  'Enter a valid UUID, for example 123e4567-e89b-42d3-a456-426614174000';

export const sandboxSchema = yup.object({
  placementId: yup.string().required(PLACEMENT_REQUIRED),
  debugSessionId: yup
    .string()
    .trim()
    .default('')
    .test('uuid', INVALID_DEBUG_SESSION_ID, (value) => !value || isUuid(value)),
});

export type SandboxValues = yup.InferType<typeof sandboxSchema>;
