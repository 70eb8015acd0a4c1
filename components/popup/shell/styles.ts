// The popup app's stylesheets, in cascade order: one list for every page that renders PopupApp (the
// popup and the search page), so a screen's styles cannot be missing from one of them. Each screen's
// CSS lives beside its views.
import '../../theme.css';
import './shell.css';
import '../home/home.css';
import '../search/search.css';
import '../list/list.css';
import '../browse/browse.css';
import '../detail/detail.css';
import '../yours/yours.css';
import '../whats-new/whats-new.css';
// find: filters and compare
import '../find/find.css';
