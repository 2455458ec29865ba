import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { expectErrorToastOnce, inMain, renderRoute, signInAs } from '../../utils';

const CATEGORIES = ['Window to Our World', 'Mountain Sports', 'Numbers', 'Inspirations'];

const clipsGroup = () => screen.getByRole('group', { name: 'Clips' });
const categoryHeadings = () =>
  within(clipsGroup())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

// Requirements checked here: CNT-GRID, CNT-CATEGORY, CNT-SELECT, CNT-USE-IN-CAMPAIGN, CNT-EMPTY,
// CNT-LOAD-ERROR.
describe('/content', () => {
  it('groups the clips by category, each with its poster, length and resolution', async () => {
    await signInAs('dsp');
    renderRoute('/content');
    expect(await screen.findByRole('checkbox', { name: 'Powder Day' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Content Library' })).toBeVisible();
    expect(document.title).toBe('Marquee | Content Library');
    expect(categoryHeadings()).toEqual(CATEGORIES);

    const mountain = within(clipsGroup()).getByRole('region', { name: 'Mountain Sports' });
    expect(within(mountain).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Powder Day', 'Ridge Trail Run', 'Paraglider Descent']) {
      expect(within(mountain).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    const card = within(mountain)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('checkbox', { name: 'Powder Day' }))!;
    expect(within(card).getByRole('img', { name: 'Powder Day' })).toHaveAttribute(
      'src',
      '/demo/clips/powder-day.svg',
    );
    expect(within(card).getByText('00:00:15')).toBeVisible();
    expect(within(card).getByText('1920x1080')).toBeVisible();
    expect(screen.getByText('0 clips selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use in Campaign' })).toBeDisabled();
  });

  it('filters by category with the dropdown, kept in the URL', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await screen.findByRole('checkbox', { name: 'Powder Day' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', ...CATEGORIES]);

    await user.selectOptions(select, 'Numbers');
    expect(categoryHeadings()).toEqual(['Numbers']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: 'Powder Day' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Numbers');

    await user.selectOptions(select, 'All categories');
    expect(categoryHeadings()).toEqual(CATEGORIES);
  });

  it('keeps the selection in the URL and hands it to the campaign wizard', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await user.click(await screen.findByRole('checkbox', { name: 'Powder Day' }));
    expect(screen.getByText('1 clip selected')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Small Steps' }));
    expect(screen.getByText('2 clips selected')).toBeVisible();
    expect(router.state.location.search).toBe('?clips=mtn_1,insp_2');

    // A selection outside the shown category is kept.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Numbers');
    await user.click(screen.getByRole('checkbox', { name: 'Fibonacci Spiral' }));
    expect(screen.getByText('3 clips selected')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Fibonacci Spiral' }));
    expect(screen.getByText('2 clips selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use in Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    expect(router.state.location.search).toBe('?clips=mtn_1,insp_2');
  });

  it('restores the selection from the URL, ignoring unknown keys', async () => {
    await signInAs('dsp');
    renderRoute('/content?clips=wow_2,gone,num_3');
    expect(await screen.findByRole('checkbox', { name: 'Kyoto Bamboo Grove' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'The World in Numbers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Powder Day' })).not.toBeChecked();
    expect(screen.getByText('2 clips selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use in Campaign' })).toBeEnabled();
  });

  it('says so when there are no clips', async () => {
    await signInAs('dsp');
    server.use(http.get('*/v1/content/clips', () => HttpResponse.json({ clips: [] })));
    renderRoute('/content');
    expect(await screen.findByText('No clips are available at this time.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use in Campaign' })).not.toBeInTheDocument();
  });

  it('shows a load failure inline with Retry', async () => {
    await signInAs('dsp');
    server.use(
      http.get('*/v1/content/clips', () =>
        HttpResponse.json({ error: { message: 'Library offline' } }, { status: 400 }),
      ),
    );
    const { user } = renderRoute('/content');
    const alert = await inMain().findByRole('alert');
    expect(within(alert).getByText('Failed to load the content library.')).toBeVisible();
    await expectErrorToastOnce('Library offline');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Powder Day' })).toBeVisible();
  });
});
