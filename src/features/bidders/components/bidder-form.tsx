// The bidder form of create and edit, on the editor kit (src/components/form/use-editor.ts):
// the common fields, the protocol's settings, the URL macros panel for protocols with a URL,
// Cancel and Continue. Errors show once a field is touched; a failed save leaves everything
// typed in place (the form is never reset), what is typed is kept as a draft, and leaving with
// unsaved changes asks first.
import { useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Editor } from '@/components/form/editor';
import { TextAreaInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import type { Editor as EditorState } from '@/components/form/use-editor';
import { Card } from '@/components/ui/card';
import { routePath } from '@/config/routes';
import { typedValuesResolver } from '@/lib/saving/form-resolver';
import { isKeptSecret, type SecretValue } from '@/lib/saving/secret-value';
import type { BidderProtocolName } from '@/types/wire';
import { bidderSchema, type BidderFormValues } from '@/features/bidders/bidder-schema';
import {
  AdomniFields,
  AniviewNote,
  BroadsignFields,
  OpenRtbFields,
  VastFields,
  type UrlFieldBinding,
} from '@/features/bidders/components/protocol-fields';
import { UrlMacrosPanel } from '@/features/bidders/components/url-macros-panel';
import { splitIds } from '@/lib/text/ids';
import { insertAtCursor } from '@/features/bidders/url-macros';

export interface BidderFormProps {
  protocol: BidderProtocolName;
  editor: EditorState<BidderFormValues>;
  /** What leaving with unsaved changes would lose, asked before leaving. */
  unsavedMessage: string;
}

const savedLast4 = (value: SecretValue) => (isKeptSecret(value) ? value.kept : null);

/** The bidder form's validation for a protocol (the editor kit's form options). */
export const bidderResolver = (protocol: BidderProtocolName) =>
  typedValuesResolver<BidderFormValues>(bidderSchema(protocol));

// BID-PLACEMENT-IDS: the field and its count of unique ids.
function PlacementIdsField() {
  // Only this field re-renders with the count as the IDs are typed.
  const ids = useWatch<BidderFormValues, 'placementIds'>({ name: 'placementIds' });
  const count = splitIds(ids).length;
  return (
    <div>
      <TextAreaInput<BidderFormValues>
        name="placementIds"
        label="Placement IDs"
        rows={4}
        spellCheck={false}
        placeholder="pl_001, pl_002"
        hint="Optional: limit the bidder to these placements. Separate IDs with commas, spaces or new lines; duplicates are dropped."
      />
      <p aria-live="polite" className="mt-1 text-xs font-medium text-gray-700">
        {count === 0
          ? 'No placement IDs: the bidder may bid on every placement.'
          : `${count} unique placement ${count === 1 ? 'ID' : 'IDs'}`}
      </p>
    </div>
  );
}

function CommonFields() {
  return (
    <div className="space-y-6">
      <TextInput<BidderFormValues> name="name" label="Bidder Name" required autoComplete="off" />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextInput<BidderFormValues>
          name="spendDaily"
          label="Daily Budget ($)"
          required
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          // BID-BUDGET-APPROX
          hint="Approximate: spend is rolled up minutes late, so overspend is possible."
        />
        <TextInput<BidderFormValues>
          name="timeoutMs"
          label="Timeout (ms)"
          required
          type="number"
          inputMode="numeric"
          min={20}
          max={7500}
          step={1}
          hint="From 20 to 7500 ms."
        />
        <TextInput<BidderFormValues>
          name="sendRate"
          label="Send Rate"
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          hint="Share of ad requests sent, from 0.00 to 1.00."
        />
      </div>
      <PlacementIdsField />
    </div>
  );
}

export function BidderForm({ protocol, editor, unsavedMessage }: BidderFormProps) {
  const { form } = editor;

  // The URL field and its cursor, kept when focus moves to a macro button.
  const urlElement = useRef<HTMLInputElement | null>(null);
  const urlSelection = useRef<{ start: number | null; end: number | null } | null>(null);
  const urlBinding: UrlFieldBinding = {
    inputRef: (element) => {
      urlElement.current = element;
    },
    onBlur: (event) => {
      urlSelection.current = {
        start: event.currentTarget.selectionStart,
        end: event.currentTarget.selectionEnd,
      };
    },
  };
  const hasUrl = protocol === 'Vast' || protocol === 'OpenRtb';

  // BID-MACRO-INSERT
  const insertMacro = (token: string) => {
    if (protocol !== 'Vast' && protocol !== 'OpenRtb') return;
    const field = `${protocol}.url` as const;
    const element = urlElement.current;
    const focused = element !== null && element === document.activeElement;
    const selection = focused
      ? { start: element.selectionStart, end: element.selectionEnd }
      : urlSelection.current;
    const next = insertAtCursor(
      form.getValues(field) ?? '',
      token,
      selection?.start,
      selection?.end,
    );
    form.setValue(field, next.value, {
      shouldDirty: true,
      shouldValidate: form.getFieldState(field).isTouched,
    });
    urlSelection.current = { start: next.caret, end: next.caret };
    if (element) {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    }
  };

  // BID-SECRET-WRITE-ONLY: the keys saved when the edit began (a new bidder has none).
  const { base } = editor.draft;
  const settings: Record<BidderProtocolName, ReactNode> = {
    Adomni: <AdomniFields saved={savedLast4(base.Adomni.ownerKey)} />,
    Vast: <VastFields urlBinding={urlBinding} />,
    Broadsign: <BroadsignFields saved={savedLast4(base.Broadsign.apiKey)} />,
    OpenRtb: <OpenRtbFields urlBinding={urlBinding} />,
    Aniview: <AniviewNote />,
  };

  return (
    <Editor editor={editor} leaveMessage={unsavedMessage}>
      <Form
        form={form}
        onSubmit={editor.submit}
        aria-label={`${protocol} bidder`}
        className={`grid gap-6 ${hasUrl ? 'lg:grid-cols-3' : 'max-w-3xl'}`}
      >
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title="General">
            <CommonFields />
          </Card>
          <Card title={`${protocol} settings`}>{settings[protocol]}</Card>
        </div>
        {hasUrl ? (
          <div className="min-w-0 lg:row-span-2">
            <div className="lg:sticky lg:top-6">
              <UrlMacrosPanel onInsert={insertMacro} />
            </div>
          </div>
        ) : null}
        {/* BID-FORM: Cancel and Continue. The grid's gap spaces the actions from the cards. */}
        <FormActions
          cancelTo={routePath('bidders')}
          submitLabel="Continue"
          className="mt-0! lg:col-span-2"
        />
      </Form>
      {/* BID-LEAVE: the editor's leave guard asks with unsavedMessage. */}
    </Editor>
  );
}
