// GET /requests/{idempotencyKey} (MANY-OUTCOME) and what the shell says of a save whose answer
// was lost. The keys themselves are sent by src/lib/saving/save-request.ts, which the editor kit
// (src/components/form/use-editor.ts) and the uploads use.
export { getRequestOutcome, saveOutcome } from '@/lib/saving/save-request';
