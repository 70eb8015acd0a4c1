// Recently viewed, the public face: where the list is kept (storage.local, this device only), for the
// pages that hear about its changes, and its row's shape. No zod, no browser API.

export const RECENT_AREA = 'local';
export const RECENT_KEY = 'recentlyViewed';

export type { RecentTool } from '../saved/types';
