import { useEffect, useId, useRef } from 'preact/hooks';
import { safeHttpUrl } from '../../../lib/common/format';
import * as popupCopy from '../../../lib/copy/popup';
import { sendRequest } from '../../../lib/messaging/client';
import { externalLink } from '../../common/external-link';
import { ErrorBoundary } from '../../ErrorBoundary';
import { AddToCompare, CompareBar } from '../../find/AddToCompare';
import { Logo } from '../../Logo';
import { VerifiedMark } from '../../VerifiedMark';
import { RatingPriceLines } from '../list/RatingPriceLines';
import { Skeleton } from '../list/Skeleton';
import { ToolList } from '../list/ToolList';
import type { ToolSummary } from '../list/types';
import { usePopupNav } from '../shell/context';
import { ExternalIcon, MoreIcon } from '../shell/icons';
import { MenuButton, type MenuItem } from '../shell/MenuButton';
import { ScrollArea } from '../shell/ScrollArea';
import { StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { useRequest } from '../shell/useRequest';
import { CopyLinkStatus, useCopyLink } from '../yours/CopyLink';
import { SaveStar } from '../yours/SaveStar';
import { recordView } from '../yours/state';
import { useAlternatives } from './useAlternatives';

/**
 * One tool: what the row that opened it already knew is shown at once, then the full record (from the
 * device when the tool is in the local copy) and up to five alternatives: the ones the device has, or
 * similar tools picked locally while the directory is asked for its own.
 */
export function ToolDetail({ slug, preview }: { slug: string; preview: ToolSummary | null }) {
  const nav = usePopupNav();
  const full = useRequest(`tool:${slug}`, () => sendRequest({ type: 'tool/get', slug }));
  const alternatives = useAlternatives(slug);
  const tool: ToolSummary | null = full.data ?? preview;
  const heading = useRef<HTMLHeadingElement>(null);
  const alternativesHeading = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Yours: remembered in recently viewed once something is shown, and again with the full record.
  const viewed = tool === null ? null : full.data ? 'full' : 'preview';
  useEffect(() => {
    if (viewed !== null && tool !== null) recordView(tool);
  }, [viewed]);

  const website = safeHttpUrl(tool?.website);
  const directoryPage = safeHttpUrl(tool?.links?.web);
  const { localPick, tools: alternativeTools } = alternatives;
  const copyLink = useCopyLink(directoryPage, website);
  // The detail's secondary actions, behind one menu so the actions stay on one row at any width.
  const more: MenuItem[] = [
    ...(directoryPage
      ? [
          {
            key: 'directory',
            href: directoryPage,
            label: (
              <>
                {popupCopy.openInDirectory} <ExternalIcon />
              </>
            ),
          },
        ]
      : []),
    ...(copyLink
      ? [{ key: 'copy', label: copyLink.label, title: copyLink.title, onSelect: copyLink.copy }]
      : []),
  ];

  return (
    <ScrollArea>
      <article class="pp-detail">
        {tool === null ? (
          <>
            <h2 ref={heading} tabIndex={-1} class="ts-sr-only">
              {popupCopy.loadingTool}
            </h2>
            {full.status === 'loading' && <Skeleton rows={1} />}
          </>
        ) : (
          <ErrorBoundary fallback={<p class="pp-broken">{popupCopy.detailBroken}</p>}>
            <header class="pp-detail__head">
              <Logo src={tool.logo} name={tool.name} size={48} />
              <div class="pp-detail__title">
                <div class="pp-detail__name">
                  <h2 ref={heading} tabIndex={-1}>
                    {tool.name}
                  </h2>
                  <VerifiedMark verified={tool.verified} />
                  <SaveStar tool={tool} />
                </div>
                <RatingPriceLines tool={tool} />
              </div>
            </header>
          </ErrorBoundary>
        )}
        <StatusArea>
          {full.error && (
            <StatusMessage
              error={full.error}
              subject="tool"
              onRetry={full.error.kind === 'not-found' ? undefined : full.retry}
            />
          )}
          {full.stale && !full.error && <StaleNotice subject="tool" onRetry={full.retry} />}
        </StatusArea>
        {tool && (
          <>
            {tool.description.trim() !== '' && <p class="pp-detail__description">{tool.description}</p>}
            {tool.subcategories.length > 0 && (
              <ul class="pp-chips" aria-label={popupCopy.subcategories}>
                {tool.subcategories.map((sub) => (
                  <li key={sub.slug}>
                    <button
                      type="button"
                      class="ts-chip"
                      onClick={() =>
                        nav.open({ kind: 'listing', filter: { subcategory: sub.slug }, title: sub.name })
                      }
                    >
                      {sub.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div class="pp-detail__actions">
              {website && (
                <a class="ts-button ts-button--primary" href={website} {...externalLink}>
                  {popupCopy.visitWebsite} <ExternalIcon />
                </a>
              )}
              {/* find: compare */}
              <AddToCompare slug={tool.slug} name={tool.name} />
              {more.length > 0 && (
                <MenuButton label={popupCopy.moreActions} icon={<MoreIcon />} items={more} />
              )}
            </div>
            <CopyLinkStatus action={copyLink} />
            <CompareBar among={[tool.slug]} />
          </>
        )}
        <section class="pp-detail__alternatives" aria-labelledby={alternativesHeading}>
          <h3 id={alternativesHeading}>{popupCopy.alternatives}</h3>
          <StatusArea>
            {/* The local pick stands until the directory answers, and stays when it cannot. */}
            {localPick && alternativeTools.length > 0 && (
              <p class="pp-hint">{popupCopy.similarPick(localPick.subcategory)}</p>
            )}
            {alternatives.error && (
              <StatusMessage error={alternatives.error} subject="results" onRetry={alternatives.retry} />
            )}
            {alternatives.settled && alternativeTools.length === 0 && (
              <p class="pp-hint">{popupCopy.noAlternatives}</p>
            )}
            {alternatives.deviceOnly && <p class="pp-hint">{popupCopy.deviceOnlyAlternatives}</p>}
          </StatusArea>
          {alternatives.loading && alternativeTools.length === 0 && <Skeleton rows={3} />}
          <ToolList
            tools={alternativeTools}
            label={popupCopy.alternativesTo(tool?.name)}
            trailing={(alt) => <AddToCompare slug={alt.slug} name={alt.name} compact />}
          />
        </section>
      </article>
    </ScrollArea>
  );
}
