import { describe, expect, it } from 'vitest';
import { noteRefusal, setSiteStatus, useSiteStatusStore } from './site-status-store';

describe('site status store', () => {
  it('switches to maintenance or region on the gate’s codes only', () => {
    setSiteStatus(0);
    noteRefusal('permission.denied');
    noteRefusal('network');
    expect(useSiteStatusStore.getState().status).toBe(0);
    noteRefusal('region.restricted');
    expect(useSiteStatusStore.getState().status).toBe(2);
    noteRefusal('system.maintenance');
    expect(useSiteStatusStore.getState().status).toBe(1);
    setSiteStatus(0);
    expect(useSiteStatusStore.getState().status).toBe(0);
  });
});
