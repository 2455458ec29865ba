// Save as Report's form: a name (required, as the server requires it) and a description.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { nameBounds } from '@/lib/saving/field-rules';
import * as yup from 'yup';
import { REPORT_NAME_REQUIRED } from '@/features/inventory/messages';

export const saveReportSchema = yup.object({
  name: yup.string().trim().required(REPORT_NAME_REQUIRED).test(nameBounds(L.reportName)),
  description: yup.string().trim().default(''),
});

export type SaveReportValues = yup.InferType<typeof saveReportSchema>;

export const saveReportDefaults: SaveReportValues = { name: '', description: '' };
