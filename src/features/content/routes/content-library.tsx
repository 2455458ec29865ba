// CNT-GRID, CNT-CATEGORY, CNT-SELECT, CNT-USE-IN-CAMPAIGN.
// /content (DSP): the content library. A category filter and the clips grouped by category;
// the category and the selection live in the URL (?category=…&clips=k1,k2) so a reload keeps
// them, and `Use in Campaign` hands the selection to the wizard (/campaigns/create?clips=…).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ClipGrid } from '@/components/content/clip-grid';
import { selectedClipsText } from '@/components/content/clip-format';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTES } from '@/config/routes';
import { useClips } from '@/api/content';
import type { Clip } from '@/types/api';
import {
  ALL_CATEGORIES,
  CLIPS_LABEL,
  CLIPS_LOAD_ERROR,
  NO_CLIPS,
  USE_IN_CAMPAIGN,
} from '@/features/content/messages';

const CATEGORY_PARAM = 'category';
const CLIPS_PARAM = 'clips';

function splitKeys(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((key) => key.trim()))].filter(Boolean);
}

/** `/campaigns/create?clips=k1,k2` (commas kept readable, each key encoded). */
function campaignWithClipsPath(keys: readonly string[]): string {
  return `${ROUTES.campaignCreate.path}?${CLIPS_PARAM}=${keys.map(encodeURIComponent).join(',')}`;
}

function ClipLibrary({ clips }: { clips: readonly Clip[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = [...new Set(clips.map((clip) => clip.category))];
  const wanted = params.get(CATEGORY_PARAM) ?? '';
  const category = categories.includes(wanted) ? wanted : '';
  const known = new Set(clips.map((clip) => clip.key));
  // Keys in the URL that no clip has (any more) are not counted or handed over.
  // A click shows at once: the URL (replaced by a router navigation, a moment later) then
  // catches up, and the pending selection made from the URL as it was stops applying.
  const urlClips = params.get(CLIPS_PARAM);
  const [pending, setPending] = useState<{ base: string | null; keys: string[] } | null>(null);
  const chosen = pending && pending.base === urlClips ? pending.keys : splitKeys(urlClips);
  const selectedKeys = chosen.filter((key) => known.has(key));
  const shown = category ? clips.filter((clip) => clip.category === category) : clips;

  // Navigated by hand rather than with setSearchParams, so the URL keeps readable commas
  // (?clips=k1,k2) instead of %2C.
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    const search = next.toString().replace(/%2C/gi, ',');
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };

  return (
    <>
      <div className="mb-6 max-w-xs">
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setParam(CATEGORY_PARAM, event.target.value)}
        >
          <option value="">{ALL_CATEGORIES}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <ClipGrid
        clips={shown}
        selectedKeys={selectedKeys}
        onSelectionChange={(keys) => {
          setPending({ base: urlClips, keys });
          setParam(CLIPS_PARAM, keys.join(','));
        }}
        label={CLIPS_LABEL}
        showCount={false}
      />
      <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <p aria-live="polite" className="text-sm font-medium text-gray-700">
          {selectedClipsText(selectedKeys.length)}
        </p>
        <Button
          disabled={selectedKeys.length === 0}
          onClick={() => void navigate(campaignWithClipsPath(selectedKeys))}
        >
          {USE_IN_CAMPAIGN}
        </Button>
      </div>
    </>
  );
}

export default function ContentLibraryRoute() {
  const clips = useClips();
  return (
    <>
      <PageHeader title={ROUTES.content.title} />
      <QueryState
        query={clips}
        loadingLabel="Loading clips…"
        errorTitle={CLIPS_LOAD_ERROR}
        empty={<EmptyState title={NO_CLIPS} />}
      >
        {(data) => <ClipLibrary clips={data} />}
      </QueryState>
    </>
  );
}
