// The batch wizard asks, as the user types, whether its defaults give every line a location.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { hasDefaultLocation, type BatchFormValues } from '@/features/placements/batch-form';

/**
 * hasDefaultLocation() of the form as it is typed. A render only when the answer flips: the
 * wizard reads it for a step check, and re-rendering it on every keystroke would be waste.
 */
export function useHasDefaultLocation<C>(form: UseFormReturn<BatchFormValues, C>): boolean {
  const [given, setGiven] = useState(() => hasDefaultLocation(form.getValues()));
  useEffect(() => {
    const subscription = form.watch((values) => setGiven(hasDefaultLocation(values)));
    return () => subscription.unsubscribe();
  }, [form]);
  return given;
}
