// A wizard step whose code failed to load (ROUTE-GONE-CHUNK-RELOAD): Retry loads it again after a
// blip, and reloads the page (drafts written first) when a deploy removed the chunk, instead of
// asking for the dead file again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { lazyStep } from '@/components/wizard';
import { STEP_LOAD_ERROR_TITLE, StepErrorBoundary } from '@/components/wizard/step-body';
import { newVersion } from '@/lib/versions/app-version';
import { pageReload } from '@/lib/versions/page-reload';
import {
  mockIndexHtml,
  NEXT_DEPLOY_INDEX,
  runBuiltPage,
  RUNNING_INDEX,
} from '../../app/index-html';

const CHUNK_FAILURE = 'Failed to fetch dynamically imported module';

/** A lazy step whose first download fails as a gone chunk's does, and whose later ones load. */
function flakyStep() {
  const load = vi
    .fn<() => Promise<ComponentType<object>>>()
    .mockRejectedValueOnce(new TypeError(CHUNK_FAILURE))
    .mockResolvedValue(() => <p>City step</p>);
  return { load, step: lazyStep(load) };
}

function renderStep({ step }: ReturnType<typeof flakyStep>) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <StepErrorBoundary onRetry={step.preload}>
        <step.Component />
      </StepErrorBoundary>
    </Suspense>,
  );
}

let reload: Mock<() => void>;

beforeEach(() => {
  runBuiltPage();
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  newVersion.reset();
});

describe('a wizard step whose code failed to load', () => {
  it('Retry reloads the page, not the dead chunk, once index.html has changed', async () => {
    const index = mockIndexHtml(RUNNING_INDEX);
    const flaky = flakyStep();
    renderStep(flaky);
    expect(await screen.findByText(STEP_LOAD_ERROR_TITLE)).toBeInTheDocument();
    index.state.index = NEXT_DEPLOY_INDEX;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(flaky.load).toHaveBeenCalledTimes(1);
  });

  it('Retry loads the step again when index.html did not change (a blip)', async () => {
    mockIndexHtml(RUNNING_INDEX);
    const flaky = flakyStep();
    renderStep(flaky);
    expect(await screen.findByText(STEP_LOAD_ERROR_TITLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('City step')).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
