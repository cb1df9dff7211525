import { cashierSettingsSchema } from '@lobby/contract/admin/cashier-settings';
import { feedbackSettingsSchema } from '@lobby/contract/admin/feedback';
import {
  siteAuthSchema,
  siteCustomerServiceSchema,
  siteFlagsSchema,
  siteMaintenanceSchema,
  siteRegionSchema,
  siteResourcesSchema,
  siteSettingsViewSchemas,
  siteSignInSchema,
} from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import type { SiteSection } from './site-settings.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const admin = { tags: ['admin: site'], security: [{ bearer: [] }] };

/** Responsible gaming serves its own section (the merchant group) with the merchants sharing it. */
const SECTIONS: { section: Exclude<SiteSection, 'responsibleGaming'>; path: string; body: z.ZodType; what: string }[] =
  [
    {
      section: 'flags',
      path: ADMIN_PATHS.siteFlags,
      body: siteFlagsSchema,
      what: 'white-label flags, module permissions, templates (mem_cen, dep_func) and the web-clip switch',
    },
    { section: 'resources', path: ADMIN_PATHS.siteResources, body: siteResourcesSchema, what: 'link resources' },
    {
      section: 'customerService',
      path: ADMIN_PATHS.siteCustomerService,
      body: siteCustomerServiceSchema,
      what: 'customer-service entries, social links and the live-chat settings',
    },
    {
      section: 'maintenance',
      path: ADMIN_PATHS.siteMaintenance,
      body: siteMaintenanceSchema,
      what: 'maintenance: on by hand, scheduled windows, the message per language',
    },
    {
      section: 'region',
      path: ADMIN_PATHS.siteRegion,
      body: siteRegionSchema,
      what: 'region restriction: blocked countries (ISO alpha-2) and allowed addresses',
    },
    {
      section: 'auth',
      path: ADMIN_PATHS.siteAuth,
      body: siteAuthSchema,
      what: "login and registration: methods, recovery, captcha and lock thresholds, the register form's field rules",
    },
    {
      section: 'cashier',
      path: ADMIN_PATHS.cashierSettings,
      body: cashierSettingsSchema,
      what: 'cashier rules: deposit expiry, turnover multiplier, withdrawal cancel, payee name, payout accounts, daily withdrawal limits, payment password tries and lock',
    },
    {
      section: 'signIn',
      path: ADMIN_PATHS.siteSignIn,
      body: siteSignInSchema,
      what: 'sign-in providers: Google, Facebook and Firebase phone, each switched with its public ids',
    },
    {
      section: 'feedback',
      path: ADMIN_PATHS.feedbackSettings,
      body: feedbackSettingsSchema,
      what: "feedback form: categories (a label per language) and the content's word bounds",
    },
  ];

/**
 * The site settings an admin manages: read the current section, replace it whole. Admins only, reads
 * too: the settings shape the whole site and hold its addresses and thresholds.
 */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { section, path, body, what } of SECTIONS) {
    const view = siteSettingsViewSchemas[section];
    app.get(
      path,
      {
        preHandler: app.requireOperator('admin'),
        schema: { ...admin, summary: `The site's ${what} (admins)`, response: { 200: ok(view), ...failures } },
      },
      async (request) => success(await app.siteSettings.read(request.merchant.code, section)),
    );
    app.put(
      path,
      {
        preHandler: app.requireOperator('admin'),
        schema: {
          ...admin,
          summary: `Replace the site's ${what} (admins; audited, shown at once)`,
          body,
          response: { 200: ok(view), ...failures },
        },
      },
      async (request) => success(await app.siteSettings.replace(actorOf(request), section, request.body as never)),
    );
  }
};
