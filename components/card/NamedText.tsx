import type { NamedSentence } from '../../lib/copy/card';

/** A sentence with a tool's name in it, the name in an element of its own (isolated by the card's CSS). */
export function NamedText({ sentence }: { sentence: NamedSentence }) {
  return (
    <>
      {sentence.before}
      {sentence.name && <span class="ts-name">{sentence.name}</span>}
      {sentence.after}
    </>
  );
}
