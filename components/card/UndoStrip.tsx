import { Component, createRef, type JSX } from 'preact';
import type { NamedSentence } from '../../lib/copy/card';
import * as cardCopy from '../../lib/copy/card';
import { NamedText } from './NamedText';

export interface UndoStripProps {
  /** What it says, the tool's name set apart; null once the Undo failed (it then says so). */
  message: NamedSentence | null;
  onUndo: () => void;
  /** Its time is up, or Escape: the card leaves the page. */
  onGone: () => void;
  /** The step was taken from the keyboard inside the card: focus moves to the Undo, never from the page. */
  takeFocus: boolean;
}

/** How long the Undo stays; it waits while the pointer or the focus is on it. */
export const UNDO_MS = 10_000;
/** Screen readers announce a status line's change, not one that arrives with its words: they follow this late. */
const SAY_AFTER_MS = 100;
const TEXT_ID = 'toolscout-undo-text';

/** The short-lived strip left where the card was after "Hide until something changes" or "Not this tool". */
export class UndoStrip extends Component<UndoStripProps, { said: boolean }> {
  state = { said: false };
  readonly strip = createRef<HTMLDivElement>();
  readonly button = createRef<HTMLButtonElement>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saying: ReturnType<typeof setTimeout> | undefined;
  private hovered = false;
  private focused = false;

  componentDidMount() {
    this.saying = setTimeout(() => this.setState({ said: true }), SAY_AFTER_MS);
    this.wait();
    if (this.props.takeFocus) this.button.current?.focus();
  }

  componentDidUpdate(previous: UndoStripProps) {
    // The Undo button went with a failure: the focus stays in the strip, where Escape still works.
    if (previous.message && !this.props.message && this.focused) this.strip.current?.focus();
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
    clearTimeout(this.saying);
  }

  /** Counts down anew, unless the person is on the strip. */
  wait() {
    clearTimeout(this.timer);
    if (!this.hovered && !this.focused) this.timer = setTimeout(this.props.onGone, UNDO_MS);
  }

  render() {
    const { message, onUndo, onGone } = this.props;
    const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onGone();
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: a fieldset is for a form's fields; this is a notice with its Undo
      <div
        ref={this.strip}
        class="ts-undo"
        role="group"
        aria-labelledby={TEXT_ID}
        tabIndex={-1}
        onMouseEnter={() => {
          this.hovered = true;
          this.wait();
        }}
        onMouseLeave={() => {
          this.hovered = false;
          this.wait();
        }}
        onFocusIn={() => {
          this.focused = true;
          this.wait();
        }}
        onFocusOut={(event) => {
          if (this.strip.current?.contains(event.relatedTarget as Node | null)) return;
          this.focused = false;
          this.wait();
        }}
        onKeyDown={onKeyDown}
      >
        <p class="ts-undo__text" id={TEXT_ID} role="status">
          {this.state.said && (message ? <NamedText sentence={message} /> : cardCopy.undoFailed)}
        </p>
        {message && (
          <button ref={this.button} type="button" class="ts-button ts-undo__button" onClick={onUndo}>
            {cardCopy.undo}
          </button>
        )}
      </div>
    );
  }
}
