// lazyComponent (WIZ-LAZY-STEPS): a failed download checks for a new version (ROUTE-NEW-VERSION),
// and a preload, started on intent and dropped, never rejects.
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newVersion } from '@/lib/versions/app-version';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { mockIndexHtml, NEXT_DEPLOY_INDEX, runBuiltPage } from '../../app/index-html';

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Failed to load</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
    newVersion.reset();
  });

  it('a preload whose download fails resolves, and the failure shows where the component renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bar = lazyComponent<object>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(bar.preload()).resolves.toBeUndefined();
    render(
      <Catch>
        <bar.Component />
      </Catch>,
    );
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
  });

  it('a download that fails after a deploy says a new version is out before it fails', async () => {
    runBuiltPage();
    mockIndexHtml(NEXT_DEPLOY_INDEX);
    const bar = lazyComponent<object>(() => Promise.reject(new TypeError('Failed to fetch')));
    await bar.preload();
    expect(newVersion.get().available).toBe(true);
  });
});
