import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CreativeGallery } from '@/components/creative/creative-gallery';
import { CreativeThumbnail } from '@/components/creative/creative-thumbnail';
import { CreativeUploader } from '@/components/creative/creative-uploader';
import type { Creative } from '@/types/api';
import { deferred } from '../../utils';

const banner = (id: string, name: string): Creative => ({
  id,
  name,
  url: `/demo/${id}.png`,
  mimeType: 'image/png',
  descriptor: { type: 'banner', width: 300, height: 250 },
});
const CREATIVES = [banner('a', 'Alpha'), banner('b', 'Bravo'), banner('c', 'Charlie')];

function SelectionGallery({ initial = [] as string[] }) {
  const [ids, setIds] = useState<string[]>(initial);
  return (
    <CreativeGallery
      creatives={CREATIVES}
      label="Ad creatives"
      selectedIds={ids}
      onSelectionChange={setIds}
    />
  );
}

describe('CreativeGallery as a selection gallery', () => {
  it('selects by checkbox, counts, selects all and clears', async () => {
    const user = userEvent.setup();
    render(<SelectionGallery />);
    expect(screen.getByText('0 ad creatives selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Bravo' }));
    expect(screen.getByText('1 ad creative selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Bravo' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 ad creatives selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select all' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(screen.getByText('2 ad creatives selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 ad creatives selected')).toBeVisible();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('opens a card with onOpen, and has no checkboxes without onSelectionChange', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<CreativeGallery creatives={CREATIVES} label="Ad creatives" onOpen={onOpen} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charlie' }));
    expect(onOpen).toHaveBeenCalledWith(CREATIVES[2]);
  });
});

describe('CreativeThumbnail', () => {
  it('shows a neutral placeholder, still named, when the file is broken', () => {
    render(<CreativeThumbnail creative={banner('x', 'Broken one')} />);
    const image = screen.getByRole('img', { name: 'Broken one' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Broken one' });
    expect(placeholder.tagName).toBe('DIV');
  });
});

describe('CreativeUploader', () => {
  const png = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('uploads at most two files at a time, each with its own progress', async () => {
    const user = userEvent.setup();
    const calls: {
      file: File;
      progress: (f: number) => void;
      done: ReturnType<typeof deferred<void>>;
    }[] = [];
    const upload = vi.fn((file: File, { onProgress }: { onProgress: (f: number) => void }) => {
      const done = deferred<void>();
      calls.push({ file, progress: onProgress, done });
      return done.promise;
    });
    const onUploaded = vi.fn();
    render(
      <CreativeUploader
        upload={upload}
        onUploaded={onUploaded}
        buttonLabel="Upload Ad Creatives"
      />,
    );
    expect(screen.getByRole('button', { name: 'Upload Ad Creatives' })).toBeVisible();
    await user.upload(screen.getByLabelText('Upload Ad Creatives'), [
      png('one.png'),
      png('two.png'),
      png('three.png'),
    ]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(
      within(screen.getByRole('listitem', { name: 'three.png' })).getByText('Waiting…'),
    ).toBeVisible();

    act(() => calls[0]!.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'one.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => calls[0]!.done.resolve());
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(calls[2]!.file.name).toBe('three.png');
    expect(
      within(screen.getByRole('listitem', { name: 'one.png' })).getByText('Done'),
    ).toBeVisible();

    await act(async () => calls[1]!.done.reject(new Error('Server said no')));
    const failed = screen.getByRole('listitem', { name: 'two.png' });
    expect(within(failed).getByText('Server said no')).toBeVisible();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(upload).toHaveBeenCalledTimes(4);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('accepts JPG, JPEG and MP4 and refuses the rest before calling upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(() => new Promise<void>(() => {}));
    render(<CreativeUploader upload={upload} buttonLabel="Upload Ad Creative" />);
    const input = screen.getByLabelText('Upload Ad Creative');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.mp4');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'b.JPEG', { type: 'image/jpeg' }),
      new File(['x'], 'c.mp4', { type: 'video/mp4' }),
      new File(['x'], 'd.webm', { type: 'video/webm' }),
      new File(['x'], 'e.png', { type: 'text/plain' }),
    ]);
    expect(upload).toHaveBeenCalledTimes(2); // two at a time; c.mp4 waits
    expect(screen.getByRole('listitem', { name: 'c.mp4' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('d.webm: Accepted formats: PNG, JPG, JPEG or MP4'),
    ).toBeVisible();
    expect(within(alert).getByText('e.png: Accepted formats: PNG, JPG, JPEG or MP4')).toBeVisible();
  });
});
