import { browser } from 'wxt/browser';
import { parseHttpUrl } from '../../lib/common/url';
import { WELCOME_PAGE } from '../../lib/connection/public/welcome';
import * as optionsCopy from '../../lib/copy/options';
import { externalLink } from '../common/external-link';

export const ABOUT_SECTION_ID = 'about';

/** The version and website come from the manifest, so they never disagree with what is installed. */
export function AboutPanel({ privacyAnchor }: { privacyAnchor: string }) {
  const manifest = browser.runtime.getManifest();
  const website = manifest.homepage_url ? parseHttpUrl(manifest.homepage_url) : null;
  return (
    <section class="ts-card" id={ABOUT_SECTION_ID} aria-labelledby="about-heading">
      <h2 id="about-heading">{optionsCopy.aboutHeading}</h2>
      <dl class="ts-facts">
        <dt>{optionsCopy.aboutVersion}</dt>
        <dd data-testid="about-version">{manifest.version}</dd>
        {website && (
          <>
            <dt>{optionsCopy.aboutWebsite}</dt>
            <dd>
              <a href={website.href} {...externalLink}>
                {website.host}
              </a>
            </dd>
          </>
        )}
      </dl>
      <p class="ts-help">{optionsCopy.aboutPrivacy}</p>
      <ul class="ts-list" aria-label={optionsCopy.aboutLinks}>
        <li>
          <a href={`#${privacyAnchor}`}>{optionsCopy.aboutPrivacyLink}</a>
        </li>
        <li>
          <a href={browser.runtime.getURL(WELCOME_PAGE)}>{optionsCopy.aboutWelcome}</a>
        </li>
      </ul>
      <p class="ts-help">{optionsCopy.aboutLicense}</p>
    </section>
  );
}
