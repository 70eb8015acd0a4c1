// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentSectionId, type SectionPlace } from '../../../../components/options/current-section';

const places = (...tops: number[]): SectionPlace[] => tops.map((top, index) => ({ id: `s${index}`, top }));
const view = (hashId: string | null = null) => ({ line: 80, viewportHeight: 800, hashId });

describe('the current section of the options page', () => {
  it('is the first while nothing has reached the line (the top of the page)', () => {
    expect(currentSectionId(places(120, 600, 1400), view())).toBe('s0');
  });

  it('is the last section whose top has passed the line as the page scrolls', () => {
    expect(currentSectionId(places(-900, -200, 60, 700), view())).toBe('s2');
    expect(currentSectionId(places(-900, -200, 81, 700), view())).toBe('s1');
  });

  it('is the section a link named while its top is on the screen, though it cannot reach the line', () => {
    // The page's end: the last two sections are short, so the one linked to stays below the line.
    const end = places(-1500, -300, 200, 520);
    expect(currentSectionId(end, view())).toBe('s1');
    expect(currentSectionId(end, view('s3'))).toBe('s3');
    expect(currentSectionId(end, view('s2'))).toBe('s2');
  });

  it('leaves the linked section once it is scrolled out of view, and ignores an unknown hash', () => {
    expect(currentSectionId(places(-1500, -300, -120, 520), view('s2'))).toBe('s2');
    expect(currentSectionId(places(-2500, -1300, -900, 40), view('s2'))).toBe('s3');
    expect(currentSectionId(places(-900, 40, 900), view('elsewhere'))).toBe('s1');
  });

  it('has none when there are no sections', () => {
    expect(currentSectionId([], view())).toBeNull();
  });
});
