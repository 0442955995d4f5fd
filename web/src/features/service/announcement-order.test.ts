import { describe, expect, it } from 'vitest';
import { fakeHttp, ok } from '../../test/fake-http';
import { fetchAnnouncementPage } from './api';

describe('the announcements page (issue 27)', () => {
  it('lists them newest first whatever order the relay answered, and pages that order', async () => {
    const player = [5, 40, 12, 33, 7, 21, 2, 50, 18, 9].map((date) => ({ id: date, title: `#${date}`, content: '', date, type: 'PL' }));
    const { http } = fakeHttp({
      'POST /wps/relay/MCSFE_getListAnnouncements': ok({ banners: [], player, popup: [], promotion: [], agent: [] }),
    });
    const first = await fetchAnnouncementPage(http, 1);
    expect(first.list.map((a) => a.date)).toEqual([50, 40, 33, 21, 18, 12, 9, 7, 5]);
    expect((await fetchAnnouncementPage(http, 2)).list.map((a) => a.date)).toEqual([2]);
  });
});
