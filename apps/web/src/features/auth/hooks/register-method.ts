import type { RegisterMethod } from '@lobby/contract/register';
import { displayMode } from './display-mode';

/** registerMethod of the payload: an installed web app is PWA, an iOS web clip WEBCLIP, else H5. */
export function registerMethod(win: Window = window): RegisterMethod {
  const mode = displayMode(win);
  return mode === 'BROWSER' ? 'H5' : mode;
}
