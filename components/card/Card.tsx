import { Component, createRef, type JSX } from 'preact';
import { MAX_ALTERNATIVES } from '../../lib/api/limits';
import * as cardCopy from '../../lib/copy/card';
import type { MatchReason } from '../../lib/directory/public';
import type { ToolChanges } from '../../lib/hide-until-change/public';
import type { UndoStep } from '../../lib/messaging/views';
import { hasRatings, safeHttpUrl, shortRating } from '../../lib/shared/format';
import { externalLink } from '../common/external-link';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { Rating } from '../Rating';
import { VerifiedMark } from '../VerifiedMark';
import type { CardTool } from './card-tool';
import { NamedText } from './NamedText';
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
const WHY_ID = 'toolscout-card-why';

/** "Toolscout: Name, rated 4.6 out of 5": the visible pill text says too little to a screen reader. */
export function pillName(tool: CardTool): string {
  const rating = hasRatings(tool.rating)
    ? cardCopy.pillRated(shortRating(tool.rating) ?? '')
    : cardCopy.pillNoRatings;
  return cardCopy.pillName(tool.name, rating);
}

/** The tool's page in the directory (an API tool's link, or the local record's); null when not http(s). */
function directoryHref(tool: CardTool): string | null {
  return safeHttpUrl(tool.links?.web ?? tool.web);
}

/** The tool's page in the directory, falling back to its own website; null when neither is http(s). */
function toolHref(tool: CardTool): string | null {
  return directoryHref(tool) ?? safeHttpUrl(tool.website);
}

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
    const short = shortRating(tool.rating);
    const directory = directoryHref(tool);
    const shown = suggestions?.tools.slice(0, MAX_ALTERNATIVES) ?? [];
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
          <button
            ref={pill}
            type="button"
            class="ts-button ts-pill"
            aria-label={pillName(tool)}
            aria-expanded={expanded}
            aria-controls={expanded ? CARD_ID : undefined}
            title={hint}
            onClick={() => {
              // Only a person's click or key opens the card, and only then is anything asked.
              if (!expanded) opened();
              setExpanded(!expanded);
            }}
            onKeyDown={onKeyDown}
          >
            <span>{cardCopy.appName}</span>
            {short && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  <span class="ts-pill__star">★</span> {short}
                </span>
              </>
            )}
          </button>
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
            <div class="ts-card__head">
              <Logo src={tool.logo} name={tool.name} size={36} />
              <div class="ts-card__title">
                <h2 class="ts-card__name">
                  <span class="ts-name">{tool.name}</span>
                  <VerifiedMark verified={tool.verified} />
                </h2>
                <div class="ts-meta">
                  <Rating rating={tool.rating} />
                  <Price price={tool.price} />
                </div>
              </div>
              <button
                type="button"
                class="ts-icon-button ts-card__collapse"
                aria-label={cardCopy.collapse}
                title={cardCopy.collapse}
                onClick={collapse}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" stroke-width="2" />
                </svg>
              </button>
            </div>
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
              {suggestions && shown.length > 0 && (
                <>
                  <h3 class="ts-alternatives__heading">{suggestions.heading}</h3>
                  <ul class="ts-alternatives" aria-label={suggestions.heading}>
                    {shown.map((alternative) => (
                      <Alternative key={alternative.slug} tool={alternative} />
                    ))}
                  </ul>
                </>
              )}
            </div>
            {/* Three steps, mildest first: this tab, until the tool changes, this site for good. Never scrolled away. */}
            <div class="ts-actions">
              <button type="button" class="ts-button" title={cardCopy.dismissHint} onClick={onDismiss}>
                {cardCopy.dismiss}
              </button>
              {onHideUntilChange && (
                <button
                  type="button"
                  class="ts-button"
                  title={cardCopy.hideUntilChangeHint}
                  onClick={this.step('hide-until-change', onHideUntilChange)}
                >
                  {cardCopy.hideUntilChange}
                </button>
              )}
              {onMute && (
                <button type="button" class="ts-button" title={cardCopy.muteHint} onClick={onMute}>
                  {cardCopy.mute}
                </button>
              )}
            </div>
            {/* Why it is here, where the directory has it, and where the list came from. */}
            <footer class="ts-foot">
              {why && (
                <p class="ts-why">
                  <span class="ts-why__text" id={WHY_ID}>
                    <NamedText sentence={cardCopy.whyMatched(why, tool.name)} />
                  </span>{' '}
                  {onNotThisTool && (
                    <button
                      type="button"
                      class="ts-button ts-why__button"
                      aria-describedby={WHY_ID}
                      onClick={this.step('not-this-tool', onNotThisTool)}
                    >
                      {cardCopy.notThisTool}
                    </button>
                  )}
                </p>
              )}
              {/* Beside "Not this tool": the directory's page is where a wrong website is reported. */}
              {directory && (
                <p>
                  <a class="ts-directory-link" href={directory} {...externalLink}>
                    {cardCopy.openInDirectory}
                  </a>{' '}
                  {cardCopy.reportWrongSite}
                </p>
              )}
              {/* Announced as it changes: the local pick, then the directory's answer or why it stays. */}
              <p role="status" aria-busy={suggestions?.asking ?? true}>
                {suggestions?.note ?? hint}
              </p>
            </footer>
          </section>
        )}
      </div>
    );
  }
}

function Alternative({ tool }: { tool: CardTool }) {
  const href = toolHref(tool);
  return (
    <li class="ts-alt">
      <Logo src={tool.logo} name={tool.name} size={28} />
      <div class="ts-alt__body">
        <div class="ts-alt__name ts-name">
          {href ? (
            <a class="ts-alt__link" href={href} {...externalLink}>
              {tool.name}
            </a>
          ) : (
            tool.name
          )}
        </div>
        <div class="ts-meta">
          <Rating rating={tool.rating} oneStar />
          <Price price={tool.price} />
        </div>
      </div>
    </li>
  );
}
