// The request log, the public face: the Requests view's rows. Types only (no zod, no browser API).
export type { RequestReason, RequestRecord } from '../api/request-record';
