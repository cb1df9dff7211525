import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy a page of the site carries for the merchant the headers name. The test apps
 * have no web build, so the page itself is a not-found answer; the policy is the page's all the same.
 */
export async function pagePolicy(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/m/home', headers: { accept: 'text/html', ...headers } });
  return String(response.headers['content-security-policy']);
}
