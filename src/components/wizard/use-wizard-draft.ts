// A wizard's draft: the values to start the form with (the stored draft, else the defaults),
// the steps visited before a reload, and save/clear for the wizard to call.
import { useState } from 'react';
import { draftStorage } from '@/lib/draft-storage';

export interface WizardDraft<T> {
  key: string;
  /** The form's starting values: a restored draft over the defaults, or the defaults. */
  initialValues: T;
  /** Step ids visited before (restored with the draft). */
  initialVisited: readonly string[];
  /** Whether a draft was restored: it counts as unsaved work even before anything is typed. */
  restored: boolean;
  save(values: T, visited: readonly string[]): void;
  clear(): void;
}

export interface WizardDraftOptions<T> {
  /** sessionStorage key, e.g. `campaign.new` or `campaign.cmp_1`. */
  key: string;
  /** Bump when the form's shape changes: older drafts are ignored. */
  version: number;
  defaults: T;
  /** Applied over the restored draft or the defaults, e.g. selections handed over in the URL. */
  overrides?: Partial<T>;
}

/** Read once on mount (the form takes its defaults on mount only): key the screen by the record. */
export function useWizardDraft<T extends object>({
  key,
  version,
  defaults,
  overrides,
}: WizardDraftOptions<T>): WizardDraft<T> {
  const [draft] = useState((): WizardDraft<T> => {
    const stored = draftStorage.read(key, version, defaults);
    return {
      key,
      initialValues: { ...(stored?.values ?? defaults), ...overrides },
      initialVisited: stored?.visited ?? [],
      restored: stored !== null,
      save: (values, visited) =>
        draftStorage.write(key, { version, values, visited: [...visited] }),
      clear: () => draftStorage.clear(key),
    };
  });
  return draft;
}
