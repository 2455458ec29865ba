// The batch wizard asks, as the user types, which defaults its steps give the lines.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  hasDefaultBidFloor,
  hasDefaultLocation,
  type BatchFormValues,
} from '@/features/placements/batch-form';

interface DefaultsGiven {
  /** hasDefaultLocation(): the Verification step's default places a screen by itself. */
  location: boolean;
  /** hasDefaultBidFloor(): the General step gives a bid floor to lines without one. */
  bidFloor: boolean;
}

type Typed = Parameters<typeof hasDefaultLocation>[0] & Parameters<typeof hasDefaultBidFloor>[0];

const givenOf = (values: Typed): DefaultsGiven => ({
  location: hasDefaultLocation(values),
  bidFloor: hasDefaultBidFloor(values),
});

/**
 * The defaults given, as the form is typed. A render only when an answer flips: the wizard reads
 * them for its step checks, and re-rendering it on every keystroke would be waste.
 */
export function useDefaultsGiven<C>(form: UseFormReturn<BatchFormValues, C>): DefaultsGiven {
  const [given, setGiven] = useState(() => givenOf(form.getValues()));
  useEffect(() => {
    const subscription = form.watch((values) => {
      const next = givenOf(values);
      setGiven((current) =>
        current.location === next.location && current.bidFloor === next.bidFloor ? current : next,
      );
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return given;
}
