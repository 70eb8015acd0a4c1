// The card a tool's own site shows: the pill, and the card it opens with alternatives, the steps to hide it
// and why it is here. This class holds the card's state; its parts are function components beside it.
import { Component, createRef, type JSX } from 'preact';
import * as cardCopy from '../../lib/copy/card';
import type { MatchReason } from '../../lib/directory/public';
import type { ToolChanges } from '../../lib/hide-until-change/public';
import type { UndoStep } from '../../lib/messaging/views';
import { Alternatives } from './Alternatives';
import { CardActions } from './CardActions';
import { CardFooter } from './CardFooter';
import { CardHead } from './CardHead';
import type { CardTool } from './card-tool';
import { Pill } from './Pill';
import { openingHint, type SuggestionSources, type Suggestions, suggestionsLoader } from './suggestions';
import { UndoStrip } from './UndoStrip';

export type { CardTool } from './card-tool';

export interface CardProps extends SuggestionSources {
  /** From the local directory: showing the pill asked nothing. */
  tool: CardTool;
  /** Whether opening the card asks the directory; said on the pill before it is opened. */
  opensWithRequest: boolean;
  /** Device only is on: the pill says opening sends nothing. */
  deviceOnly?: boolean;
  onDismiss: () => void;
  /** "Hide until something changes" and "Never on this site": absent on a card opened from a search engine's results. */
  onHideUntilChange?: () => void;
  onMute?: () => void;
  /** The pill came back after "Hide until something changes": what changed, said at the card's top. */
  changes?: ToolChanges | null;
  /** Opened at once: the person already clicked (a chip on a results page). */
  startExpanded?: boolean;
  /** On the tool's own site: which rule of its website matched this page, said in the card's footer. */
  why?: MatchReason | null;
  /** "Not this tool": absent where it means nothing (a card opened from a search engine's results). */
  onNotThisTool?: () => void;
  /**
   * Takes back "Hide until something changes" or "Not this tool" (false: it could not). Present, the card
   * leaves an Undo on the page for a moment after either; absent, it goes at once.
   */
  onUndo?: (step: UndoStep) => Promise<boolean>;
  /** The card leaves the page (its Undo's time is up). */
  onGone: () => void;
}

const CARD_ID = 'toolscout-card';
/** Whether the keyboard focus is inside this element of the card's shadow root (never the page's). */
function holdsFocus(element: Element | null | undefined): boolean {
  const active = (element?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement;
  return Boolean(active && element?.contains(active));
}

interface CardState {
  expanded: boolean;
  /** Null until the card's first opening has heard what the background has. */
  suggestions: Suggestions | null;
  /** The step an Undo is offered for, and whether the focus moves to it; null while none is. */
  undo: { step: UndoStep; failed: boolean; takeFocus: boolean } | null;
}

/**
 * A class, not hooks: preact/hooks would cost the card script about a kilobyte gzip for its three
 * hooks, against its 12 KB budget (docs/architecture.md).
 */
export class Card extends Component<CardProps, CardState> {
  state: CardState = { expanded: false, suggestions: null, undo: null };
  readonly root = createRef<HTMLDivElement>();
  readonly pill = createRef<HTMLButtonElement>();
  readonly card = createRef<HTMLElement>();
  readonly loader = suggestionsLoader(this.props.tool.name, this.props, (suggestions) =>
    this.setState({ suggestions }),
  );

  componentDidMount() {
    if (!this.props.startExpanded) return;
    this.loader.opened();
    this.setState({ expanded: true });
  }

  componentDidUpdate(_previousProps: CardProps, previous: CardState) {
    // Focus moves into the card only here: the card opens only when the person activated the pill.
    if (this.state.expanded && !previous.expanded) this.card.current?.focus();
  }

  /** "Hide until something changes" or "Not this tool": taken at once; the card leaves an Undo for a moment. */
  step(step: UndoStep, take: () => void) {
    return () => {
      take();
      if (!this.props.onUndo) return this.props.onGone();
      this.setState({
        expanded: false,
        undo: { step, failed: false, takeFocus: holdsFocus(this.root.current) },
      });
    };
  }

  async undo() {
    const { undo } = this.state;
    if (!undo || !this.props.onUndo) return;
    const wasOnIt = holdsFocus(this.root.current);
    if (await this.props.onUndo(undo.step)) {
      // The pill is back on this page, and the focus with it when it was on the Undo.
      this.setState({ undo: null }, () => wasOnIt && this.pill.current?.focus());
    } else {
      this.setState({ undo: { ...undo, failed: true } });
    }
  }

  render() {
    const {
      tool,
      opensWithRequest,
      deviceOnly,
      onDismiss,
      onHideUntilChange,
      onMute,
      why,
      onNotThisTool,
      changes,
    } = this.props;
    const changed = changes ? cardCopy.changeLines(changes) : [];
    const { expanded, suggestions, undo } = this.state;
    const { pill, card } = this;
    const setExpanded = (value: boolean) => this.setState({ expanded: value });
    const { opened } = this.loader;
    const hint = openingHint(opensWithRequest, deviceOnly);
    const undoMessage = undo && !undo.failed ? cardCopy.undoMessage(undo.step, tool.name) : null;

    const collapse = () => {
      setExpanded(false);
      pill.current?.focus();
    };

    const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !expanded) return;
      // Handled here, so the page's own Escape shortcuts don't also fire.
      event.preventDefault();
      event.stopPropagation();
      collapse();
    };

    return (
      <div class="ts-root" ref={this.root}>
        {undo ? (
          <UndoStrip
            message={undoMessage}
            onUndo={() => void this.undo()}
            onGone={this.props.onGone}
            takeFocus={undo.takeFocus}
          />
        ) : (
          <Pill
            tool={tool}
            pillRef={pill}
            expanded={expanded}
            controls={CARD_ID}
            hint={hint}
            onToggle={() => {
              // Only a person's click or key opens the card, and only then is anything asked.
              if (!expanded) opened();
              setExpanded(!expanded);
            }}
            onKeyDown={onKeyDown}
          />
        )}
        {expanded && (
          <section
            ref={card}
            id={CARD_ID}
            class="ts-card"
            tabIndex={-1}
            aria-label={cardCopy.cardName(tool.name)}
            onKeyDown={onKeyDown}
          >
            {/* The tool line: what it is rated and what it costs, at a glance. */}
            <CardHead tool={tool} onCollapse={collapse} />
            {/* What the card is for; the only part that scrolls when the card is short of room. */}
            <div class="ts-card__body">
              {changed.length > 0 && (
                <div class="ts-changed">
                  {/* Not a heading: the tool's name is the card's heading, the list's title the next. */}
                  <p class="ts-changed__heading">{cardCopy.changedHeading}</p>
                  <ul aria-label={cardCopy.changedHeading}>
                    {changed.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              )}
              <Alternatives suggestions={suggestions} />
            </div>
            {/* Three steps, mildest first: this tab, until the tool changes, this site for good. Never scrolled away. */}
            <CardActions
              onDismiss={onDismiss}
              onHideUntilChange={onHideUntilChange && this.step('hide-until-change', onHideUntilChange)}
              onMute={onMute}
            />
            {/* Why it is here, where the directory has it, and where the list came from. */}
            <CardFooter
              tool={tool}
              why={why}
              onNotThisTool={onNotThisTool && this.step('not-this-tool', onNotThisTool)}
              suggestions={suggestions}
              hint={hint}
            />
          </section>
        )}
      </div>
    );
  }
}
