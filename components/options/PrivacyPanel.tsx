// What leaves the browser, and when: the one place the options page says it. Keep it true to
// lib/background/handlers.ts (what each message requests) and lib/background/background-jobs.ts.

// The number of top tools whose alternatives are saved weekly (PREFETCH_TOP in
// lib/directory/alternatives-prefetch.ts, not imported: that module brings the IndexedDB store along).
const SAVED_TOP = 500;

export function PrivacyPanel() {
  return (
    <section class="ts-card" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">What Toolscout sends, and when</h2>
      <p class="ts-help">
        Every request goes only to the API address above, with your token. Nothing goes to anyone else: no
        analytics, no address of a page you visit.
      </p>
      <dl class="ts-privacy" aria-label="What is sent">
        <dt>Visiting any site</dt>
        <dd>
          Nothing. Tool sites are recognised on this device, and the card’s rating comes from the local copy
          of the directory.
        </dd>
        <dt>Opening the card on a tool’s site</dt>
        <dd>
          Nothing for the {SAVED_TOP} most popular tools: their alternatives are saved on this device. For any
          other tool, one request for that tool’s alternatives; until it answers, the card shows similar tools
          picked on this device.
        </dd>
        <dt>Opening a tool in the popup</dt>
        <dd>That tool’s details and alternatives.</dd>
        <dt>Searching and browsing in the popup</dt>
        <dd>What you type (from two characters on, after a short pause), and the category you open.</dd>
        <dt>In the background, whatever you browse</dt>
        <dd>
          The directory’s listing once a day, and the alternatives of its {SAVED_TOP} most popular tools once
          a week, in popularity order.
        </dd>
      </dl>
    </section>
  );
}
