export function nodeArgs(workspace: string): string[];
export function serverCommand(): [string, string[]];
export function sandboxCommand(
  name: 'messages' | 'payments' | 'providers',
  options?: { fromSource?: boolean },
): [string, string[]];
export const BUILD_ARGS: string[];
export const SERVER_SHELL_COMMAND: string;
export function sandboxShellCommand(name: 'messages' | 'payments' | 'providers'): string;
export const root: string;
