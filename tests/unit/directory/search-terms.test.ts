// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  boundedDistance,
  formsStartWith,
  isOptionalWord,
  searchWords,
  stem,
} from '../../../lib/directory/public/terms';

describe('the words of the local search', () => {
  it('gives the forms of a word one stem: plurals, verbs, the nouns made of them', () => {
    const families = [
      'transcribe transcribes transcribing transcription transcriptions transcript transcripts',
      'translate translates translating translation translator translators',
      'summarize summarizes summarizing summary summaries summarizer summarization',
      'edit edits edited editing editor editors',
      'generate generates generated generator generation',
      'write writes writing writer',
      'tutor tutors tutoring',
      'schedule schedules scheduling scheduler',
      'analyze analyzes analyzing analysis analyses',
      'remove removes removing removal remover',
      'plan plans planning planner',
      'dub dubs dubbing',
      'quiz quizzes',
      'video videos',
      'image images',
    ];
    for (const family of families) {
      const words = family.split(' ');
      expect(new Set(words.map(stem)), family).toEqual(new Set([stem(words[0] ?? '')]));
      // Every form starts as its stem's forms do: it sits in the same shard and the same search range.
      for (const word of words) expect(word.startsWith(formsStartWith(words[0] ?? ''))).toBe(true);
    }
  });

  it('keeps apart words that only end alike', () => {
    const apart = [
      ['notion', 'notes'],
      ['added', 'ads'],
      ['studio', 'study'],
      ['presentation', 'present'],
      ['string', 'str'],
    ];
    for (const [a, b] of apart) expect(stem(a ?? ''), `${a} / ${b}`).not.toBe(stem(b ?? ''));
    // No past tense in "speed", no doubled letter lost in "spelling", nothing left of "user" but itself.
    expect([stem('speed'), stem('spelling'), stem('user')]).toEqual(['speed', 'spell', 'user']);
    // Short words, numbers and words of other scripts stay as they are.
    for (const word of ['ads', 'ai', '3d', 'gpt4', 'résumé']) expect(stem(word)).toBe(word);
  });

  it('counts two neighbouring letters swapped as one typo', () => {
    expect(boundedDistance('chtagpt', 'chatgpt', 2)).toBe(1);
    expect(boundedDistance('chtagpt', 'datagpt', 2)).toBe(2);
    expect(boundedDistance('midjoruney', 'midjourney', 2)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('drops filler from a query, and marks the words that only say something is made or done', () => {
    expect(searchWords('how can I clone my voice')).toEqual(['clone', 'voice']);
    expect(['make', 'making', 'turn', 'generate', 'generator', 'find', 'build'].every(isOptionalWord)).toBe(
      true,
    );
    expect(['write', 'edit', 'remove', 'logo', 'plan'].some(isOptionalWord)).toBe(false);
  });
});
