/** The agent's contract reads live under ['member', token, 'agentContracts', …]: signing out drops them. */
export function contractsKey(token: string) {
  return ['member', token, 'agentContracts'] as const;
}
