// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPublicSuffix, isTrackingParam } from '../../../../lib/directory/site-match/tables';

describe('isPublicSuffix: hosts whose subdomains belong to other people', () => {
  it('holds for single labels, generic second levels of country codes and shared hosting', () => {
    for (const host of [
      'com',
      'co.uk',
      'com.au',
      'ne.jp',
      'gov.br',
      'github.io',
      'vercel.app',
      'workers.dev',
    ]) {
      expect(isPublicSuffix(host), host).toBe(true);
    }
  });

  it('does not hold for a company, or a generic label under anything but a two-letter country code', () => {
    for (const host of [
      'jasper.ai',
      'example.co.uk',
      'co.com',
      'com.info',
      'alice.github.io',
      'github.com',
    ]) {
      expect(isPublicSuffix(host), host).toBe(false);
    }
  });
});

describe('isTrackingParam', () => {
  it('knows utm_* and the usual referral names, in any case', () => {
    for (const name of [
      'utm_source',
      'UTM_Medium',
      'ref',
      'Ref_Src',
      'via',
      'fbclid',
      'gclid',
      'mc_cid',
      'mc_eid',
    ]) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ['id', 'hl', 'utm', 'reference', 'v']) {
      expect(isTrackingParam(name), name).toBe(false);
    }
  });
});
