// Moved to lib/ (the drawer and the download page read it too); kept here for the auth screens' imports.
export { displayMode, isStandalone, type DisplayMode } from '../../../lib/display-mode';
