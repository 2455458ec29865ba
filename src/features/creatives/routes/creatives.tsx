// /creatives (DSP): the buyer's ad creatives. Upload (button or drop), a gallery, and a side
// panel with a creative's detail; the open creative is kept in the URL (?creative=id).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CreativeGallery } from '@/components/creative/creative-gallery';
import { CreativeUploader } from '@/components/creative/creative-uploader';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SidePanel } from '@/components/ui/side-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session/use-session';
import { useCreativeUpload, useCreatives } from '@/api/creatives';
import type { Creative, CreativeList } from '@/types/api';
import { CreativeDetail } from '@/features/creatives/components/creative-detail';
import { UploadAccountField } from '@/features/creatives/components/upload-account-field';
import {
  CHOOSE_ADVERTISER_FIRST,
  CREATIVES_GALLERY_LABEL,
  CREATIVES_LOAD_ERROR,
  NO_CREATIVES,
  NO_CREATIVES_HINT,
  UPLOAD_CREATIVE,
} from '@/features/creatives/messages';
import { creativePath, OPEN_CREATIVE_PARAM } from '@/config/creative-path';

/** Where a creative found stored after a lost reply opens (MANY-OUTCOME). */
const openCreative = (saved: { id?: string } | undefined) =>
  saved?.id ? creativePath(saved.id) : null;

export default function CreativesRoute() {
  const creatives = useCreatives();
  const isAdmin = Boolean(useSession()?.roles.includes('Admin'));
  const [uploadFor, setUploadFor] = useState('');
  const upload = useCreativeUpload({
    open: openCreative,
    ...(isAdmin && uploadFor ? { accountId: uploadFor } : {}),
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_CREATIVE_PARAM);
  const open = openId ? creatives.data?.creatives.find((c) => c.id === openId) : undefined;
  // The last creative shown stays in the panel while it slides out.
  const [shown, setShown] = useState<Creative | undefined>(undefined);
  if (open !== undefined && open !== shown) setShown(open);

  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPEN_CREATIVE_PARAM, id);
        else next.delete(OPEN_CREATIVE_PARAM);
        return next;
      },
      { replace: id === null },
    );

  return (
    <>
      <PageHeader title={ROUTES.creatives.title} />
      <div className="mb-6 space-y-4">
        {isAdmin ? (
          <div className="max-w-sm">
            <UploadAccountField value={uploadFor} onChange={setUploadFor} />
          </div>
        ) : null}
        <CreativeUploader
          upload={upload}
          buttonLabel={UPLOAD_CREATIVE}
          {...(isAdmin && !uploadFor ? { disabledHint: CHOOSE_ADVERTISER_FIRST } : {})}
        />
      </div>
      <QueryState
        query={creatives}
        loadingLabel="Loading ad creatives…"
        errorTitle={CREATIVES_LOAD_ERROR}
        isEmpty={(data: CreativeList) => data.creatives.length === 0}
        empty={<EmptyState title={NO_CREATIVES} description={NO_CREATIVES_HINT} />}
      >
        {(data) => (
          <CreativeGallery
            creatives={data.creatives}
            label={CREATIVES_GALLERY_LABEL}
            onOpen={(creative) => setOpenId(creative.id)}
          />
        )}
      </QueryState>
      <SidePanel
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={shown?.name ?? ''}
      >
        {shown ? <CreativeDetail creative={shown} /> : null}
      </SidePanel>
    </>
  );
}
