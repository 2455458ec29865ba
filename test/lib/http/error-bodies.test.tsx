// A screen whose read fails with a body that is no message (ERR-TEXT-BODY) or with a message of
// any length (ERR-MESSAGE-CAP): what the panel and the toast show, through the real fetch client.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { errorToasts, renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await import('@/features/reports/routes/report-detail');
});

const STACK_TRACE = [
  'java.lang.IllegalStateException: rollup table reports_daily is locked',
  '\tat com.marquee.reports.Rollup.read(Rollup.java:211)',
  '\tat com.marquee.reports.ReportController.get(ReportController.java:48)',
  '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:897)',
].join('\n');

/** The screen's own error panel (inside main), once the screen has drawn it. */
async function panelAlert() {
  const main = await screen.findByRole('main', {}, { timeout: 5000 });
  return within(main).findByRole('alert', {}, { timeout: 5000 });
}

function failReportWith(response: () => Response) {
  server.use(http.get(apiUrl('/reports/:id'), response));
}

describe('error bodies on a screen', () => {
  it('a read answered 502 with a stack trace shows The server answered 502 Bad Gateway, never the trace (ERR-TEXT-BODY)', async () => {
    await signInAs('ssp');
    failReportWith(() => new HttpResponse(STACK_TRACE, { status: 502 }));
    renderRoute('/reports/rpt_all_placements');
    const alert = await panelAlert();
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(alert).toHaveTextContent('The server answered 502 Bad Gateway');
    await waitFor(() => expect(errorToasts().length).toBeGreaterThan(0));
    expect(document.body).not.toHaveTextContent(/Rollup\.java|IllegalStateException/);
  });

  it('a read answered with a 10,000-character message shows 300 characters of it in the panel and the toast (ERR-MESSAGE-CAP)', async () => {
    await signInAs('ssp');
    const message = `Rollup lagging: ${'shard 7 behind; '.repeat(625)}`;
    failReportWith(() => HttpResponse.json({ error: { message } }, { status: 400 }));
    renderRoute('/reports/rpt_all_placements');
    const alert = await panelAlert();
    const inPanel = (await screen.findAllByText(/^Rollup lagging:/)).map((el) => el.textContent);
    expect(inPanel.length).toBeGreaterThan(0);
    for (const text of inPanel) {
      expect(text).toHaveLength(300);
      expect(text?.endsWith('…')).toBe(true);
    }
    expect(alert.textContent?.length).toBeLessThan(400);
  });
});
