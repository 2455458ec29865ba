// The bidder form of create and edit: the common fields, the protocol's settings, the URL
// macros panel for protocols with a URL, Cancel and Continue. Errors show once a field is
// touched; a failed save leaves everything typed in place (the form is never reset).
import { useMemo, useRef, type FocusEvent } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/fields';
import { routePath } from '@/config/routes';
import { typedValuesResolver } from '@/lib/form-resolver';
import type { BidderProtocolName } from '@/types/api';
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
import { parsePlacementIds } from '@/features/bidders/placement-ids';
import { insertAtCursor } from '@/features/bidders/url-macros';

export interface BidderFormProps {
  protocol: BidderProtocolName;
  defaultValues: BidderFormValues;
  /** Saves; must not throw (a failure is toasted by the mutation and the form stays). */
  onSubmit: (values: BidderFormValues) => Promise<void>;
  saving: boolean;
}

function CommonFields() {
  const { register, formState, watch } = useFormContext<BidderFormValues>();
  const errors = formState.errors;
  const count = parsePlacementIds(watch('placementIds')).length;
  return (
    <div className="space-y-6">
      <TextField
        label="Bidder Name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          label="Daily Budget ($)"
          required
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          hint="Approximate: spend is rolled up minutes late, so overspend is possible."
          error={errors.spendDaily?.message}
          {...register('spendDaily')}
        />
        <TextField
          label="Timeout (ms)"
          required
          type="number"
          inputMode="numeric"
          min={20}
          max={7500}
          step={1}
          hint="From 20 to 7500 ms."
          error={errors.timeoutMs?.message}
          {...register('timeoutMs')}
        />
        <TextField
          label="Send Rate"
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          hint="Share of ad requests sent, from 0.00 to 1.00."
          error={errors.sendRate?.message}
          {...register('sendRate')}
        />
      </div>
      <div>
        <TextAreaField
          label="Placement IDs"
          rows={4}
          spellCheck={false}
          placeholder="pl_001, pl_002"
          hint="Optional: limit the bidder to these placements. Separate IDs with commas, spaces or new lines; duplicates are dropped."
          {...register('placementIds')}
        />
        <p aria-live="polite" className="mt-1 text-xs font-medium text-gray-700">
          {count === 0
            ? 'No placement IDs: the bidder may bid on every placement.'
            : `${count} unique placement ${count === 1 ? 'ID' : 'IDs'}`}
        </p>
      </div>
    </div>
  );
}

export function BidderForm({ protocol, defaultValues, onSubmit, saving }: BidderFormProps) {
  const resolver = useMemo(
    () => typedValuesResolver<BidderFormValues>(bidderSchema(protocol)),
    [protocol],
  );
  const form = useForm<BidderFormValues>({ resolver, mode: 'onTouched', defaultValues });

  // The URL field and its cursor, kept when focus moves to a macro button.
  const urlElement = useRef<HTMLInputElement | null>(null);
  const urlSelection = useRef<{ start: number | null; end: number | null } | null>(null);
  const urlBinding: UrlFieldBinding = {
    setElement: (element) => {
      urlElement.current = element;
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      urlSelection.current = {
        start: event.currentTarget.selectionStart,
        end: event.currentTarget.selectionEnd,
      };
    },
  };
  const hasUrl = protocol === 'Vast' || protocol === 'OpenRtb';

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

  let settings;
  switch (protocol) {
    case 'Adomni':
      settings = <AdomniFields />;
      break;
    case 'Vast':
      settings = <VastFields urlBinding={urlBinding} />;
      break;
    case 'Broadsign':
      settings = <BroadsignFields />;
      break;
    case 'OpenRtb':
      settings = <OpenRtbFields urlBinding={urlBinding} />;
      break;
    case 'Aniview':
      settings = <AniviewNote />;
      break;
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-label={`${protocol} bidder`}
        className={`grid gap-6 ${hasUrl ? 'lg:grid-cols-3' : 'max-w-3xl'}`}
      >
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title="General">
            <CommonFields />
          </Card>
          <Card title={`${protocol} settings`}>{settings}</Card>
        </div>
        {hasUrl ? (
          <div className="min-w-0 lg:row-span-2">
            <div className="lg:sticky lg:top-6">
              <UrlMacrosPanel onInsert={insertMacro} />
            </div>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end lg:col-span-2">
          <ButtonLink to={routePath('bidders')} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={saving}>
            Continue
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
