// What the options page says in its "Saved tools and recently viewed" section: the counts, export and
// import with each way an import can fail. Split from options.ts by section; the words are under `options.`.
import { formatCount } from '../common/format';
import { i18n } from './i18n';

// Saved tools and recently viewed
export const yoursHeading = i18n.t('options.yoursHeading');
export const savedSummary = (count: number) =>
  count === 0
    ? i18n.t('options.savedSummary.none')
    : i18n.t('options.savedSummary.some', count, [formatCount(count)]);
export const savedRoom = (room: number) =>
  room === 0 ? i18n.t('options.savedRoom.full') : i18n.t('options.savedRoom.some', [formatCount(room)]);
export const exportSaved = i18n.t('options.exportSaved');
export const importSaved = i18n.t('options.importSaved');
export const importHelp = i18n.t('options.importHelp');
export const exportDone = (count: number) => i18n.t('options.exportDone', count, [formatCount(count)]);
export const importDone = (report: {
  added: number;
  alreadySaved: number;
  invalid: number;
  notAdded: number;
  total: number;
}) => {
  const parts = [i18n.t('options.importDone.imported', report.added, [formatCount(report.added)])];
  if (report.alreadySaved > 0)
    parts.push(i18n.t('options.importDone.alreadySaved', [formatCount(report.alreadySaved)]));
  if (report.invalid > 0) parts.push(i18n.t('options.importDone.invalid', [formatCount(report.invalid)]));
  if (report.notAdded > 0) parts.push(i18n.t('options.importDone.notAdded', [formatCount(report.notAdded)]));
  return i18n.t('options.importDone.summary', [parts.join(', '), formatCount(report.total)]);
};
export const importNotJson = i18n.t('options.importNotJson');
export const importNotOurs = i18n.t('options.importNotOurs');
export const importTooLarge = i18n.t('options.importTooLarge');
export const importFull = i18n.t('options.importFull');
export const importRefused = i18n.t('options.importRefused');
export const importUnreadable = i18n.t('options.importUnreadable');
export const recentSummary = (count: number) =>
  count === 0
    ? i18n.t('options.recentSummary.none')
    : i18n.t('options.recentSummary.some', count, [formatCount(count)]);
export const clearRecent = i18n.t('options.clearRecent');
export const recentCleared = i18n.t('options.recentCleared');
